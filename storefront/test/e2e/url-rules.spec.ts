import AxeBuilder from '@axe-core/playwright';
import { request as newRequestContext, type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { readFileSync } from 'node:fs';
import { marketOrigin } from '../support/markets';

/**
 * Spec 1 §2's URL rules and route guards, answered by the production build: every rule as the
 * status and Location a crawler or browser receives (one request, no redirect followed). Expected
 * values are written out by hand from the spec, never computed by the rules under test.
 */

const PORT = process.env.E2E_STOREFRONT_PORT;
// Node cannot resolve {country}.localhost (the browser can): requests go to 127.0.0.1 with the
// market's Host header, exactly what a browser sends.
const DIRECT = `http://127.0.0.1:${PORT}`;
const host = (country: string) => `${country}.localhost:${PORT}`;

function get(request: APIRequestContext, country: string, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(`${DIRECT}${path}`, { maxRedirects: 0, headers: { host: host(country), ...headers } });
}

/** The status and Location of one request, named by its path so a failure says which rule broke. */
async function answer(request: APIRequestContext, country: string, path: string, headers: Record<string, string> = {}) {
  const response = await get(request, country, path, headers);
  return { path, status: response.status(), location: response.headers()['location'] ?? null };
}

async function expectRedirect(request: APIRequestContext, country: string, path: string, status: number, location: string) {
  expect(await answer(request, country, path)).toEqual({ path, status, location });
}

/** One redirect reaches the final URL: its target answers without another redirect. */
async function expectFinal(request: APIRequestContext, country: string, path: string) {
  const response = await get(request, country, path);
  expect({ path, redirected: response.status() >= 300 && response.status() < 400 }).toEqual({ path, redirected: false });
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

// Demo catalogue pages (backend/src/content/demo, the seed): one category and one product per market used.
const SK_CATEGORY = '/gastro-vybavenie/';
const SK_PRODUCT = '/konvektomat-velbrenn-pro-cs-18-7-kw-10000001';
const LT_CATEGORY = 'maitinimo-istaigu-iranga';
const LT_PRODUCT = 'garu-konvekcine-krosnis-velbrenn-pro-cs-18-7-kw-10000001';

test.describe('URL rules in SK (the default market)', () => {
  test('the canonical pages answer 200', async ({ request }) => {
    for (const path of ['/', SK_CATEGORY, SK_PRODUCT, '/search?query=konvektomat', '/terms-and-conditions/', '/login']) {
      expect(await answer(request, 'sk', path)).toEqual({ path, status: 200, location: null });
    }
  });

  test('the first-page marker is removed', async ({ request }) => {
    await expectRedirect(request, 'sk', `${SK_CATEGORY}?page=1`, 308, SK_CATEGORY);
    await expectRedirect(request, 'sk', '/search?query=konvektomat&page=1', 308, '/search?query=konvektomat');
    await expectRedirect(request, 'sk', '/?page=1&utm_source=mail', 308, '/?utm_source=mail');
  });

  test('upper case in the path becomes lower case, the query keeps its case', async ({ request }) => {
    await expectRedirect(request, 'sk', '/GASTRO-Vybavenie/', 308, SK_CATEGORY);
    await expectRedirect(request, 'sk', '/Search?query=Konvektomat', 308, '/search?query=Konvektomat');
    await expectRedirect(request, 'sk', SK_PRODUCT.toUpperCase(), 308, SK_PRODUCT);
  });

  test('the old prefixes /category/, /product/ and /search/ are rewritten', async ({ request }) => {
    await expectRedirect(request, 'sk', `/category${SK_CATEGORY}`, 308, SK_CATEGORY);
    await expectRedirect(request, 'sk', `/product${SK_PRODUCT}`, 308, SK_PRODUCT);
    await expectRedirect(request, 'sk', '/search/Konvektomat', 308, '/search?query=Konvektomat');
    // Outside LT the native letters are not kept either.
    await expectRedirect(request, 'sk', `/c${SK_CATEGORY}`, 308, SK_CATEGORY);
    await expectRedirect(request, 'sk', `/p${SK_PRODUCT}`, 308, SK_PRODUCT);
  });

  test('a prefix equal to the default language goes to the root', async ({ request }) => {
    await expectRedirect(request, 'sk', '/sk/', 308, '/');
    await expectRedirect(request, 'sk', `/sk${SK_CATEGORY}`, 308, SK_CATEGORY);
  });

  test('trailing slashes: added to categories and content pages, never on home, product and the exempt routes', async ({ request }) => {
    await expectRedirect(request, 'sk', '/gastro-vybavenie', 308, SK_CATEGORY);
    await expectRedirect(request, 'sk', '/terms-and-conditions', 308, '/terms-and-conditions/');
    await expectRedirect(request, 'sk', `${SK_PRODUCT}/`, 308, SK_PRODUCT);
    for (const route of ['/login', '/log-out', '/create-account', '/password-reset', '/password-reset/check-email', '/my-account', '/my-account/my-profile', '/checkout', '/checkout/cart', '/search']) {
      await expectRedirect(request, 'sk', `${route}/`, 308, route);
    }
    await expectRedirect(request, 'sk', '/adyen-payment-error?error=payment-error', 308, '/adyen-payment-error/?error=payment-error');
  });

  test('/home goes to /', async ({ request }) => {
    // The demo's SEO registry restates the rule with the default code.
    await expectRedirect(request, 'sk', '/home', 308, '/');
    await expectRedirect(request, 'sk', '/Home/?utm_campaign=x', 308, '/?utm_campaign=x');
  });

  test('the SEO registry answers 301 with its target, the query travelling along', async ({ request }) => {
    await expectRedirect(request, 'sk', '/gastro/', 301, SK_CATEGORY);
    await expectRedirect(request, 'sk', '/Gastro?utm_source=news', 301, `${SK_CATEGORY}?utm_source=news`);
    await expectRedirect(request, 'sk', '/product/combi-steamer-cs-18-10000001', 301, '/combi-steamer-velbrenn-pro-cs-18-7-kw-10000001');
  });

  test('several rules at once cost one redirect', async ({ request }) => {
    const path = '/SK/Category/Gastro-Vybavenie?page=1&utm_source=x';
    await expectRedirect(request, 'sk', path, 308, `${SK_CATEGORY}?utm_source=x`);
    await expectFinal(request, 'sk', `${SK_CATEGORY}?utm_source=x`);
    await expectRedirect(request, 'sk', '/Search/Konvektomat?page=1', 308, '/search?query=Konvektomat');
    await expectFinal(request, 'sk', '/search?query=Konvektomat');
  });

  test('a quote in the path is a 404', async ({ request }) => {
    for (const path of ["/gastro'vybavenie/", '/%22gastro%22/', "/c/a'b/", `/p/x'-10000001`, "/my-account/a'b", "/checkout/a'b"]) {
      expect(await answer(request, 'sk', path)).toEqual({ path, status: 404, location: null });
    }
  });

  test('reserved prefixes are never pages', async ({ request }) => {
    for (const path of ['/.env', '/.well-known/security.txt', '/__internal', '/font/shop.woff2', '/font']) {
      const response = await get(request, 'sk', path);
      expect({ path, status: response.status(), type: response.headers()['content-type'] }).toEqual({ path, status: 404, type: 'text/plain; charset=utf-8' });
    }
    // /api belongs to the backend behind the same origin.
    const api = await get(request, 'sk', '/api/health');
    expect(api.status()).toBe(200);
    expect(api.headers()['content-type']).toContain('application/json');
  });

  test('search URLs with an invalid hitsPerPage or page are corrected', async ({ request }) => {
    for (const [path, location] of [
      ['/search?query=konvektomat&hitsPerPage=13', '/search?query=konvektomat'],
      ['/search?query=konvektomat&hitsPerPage=abc', '/search?query=konvektomat'],
      ['/search?query=konvektomat&page=abc', '/search?query=konvektomat'],
      ['/search?query=konvektomat&page=-2', '/search?query=konvektomat'],
    ] as const) {
      const result = await answer(request, 'sk', path);
      expect({ path, redirected: result.status >= 300 && result.status < 400, location: result.location }).toEqual({ path, redirected: true, location });
    }
    await expectFinal(request, 'sk', '/search?query=konvektomat&hitsPerPage=48');
  });

  test('newsletter consent paths go to the target or the root, other parameters kept', async ({ request }) => {
    const hash = encodeURIComponent(base64Json({ redirect_to: SK_CATEGORY }));
    await expectRedirect(request, 'sk', `/exConsents/confirm?hash=${hash}&utm_source=newsletter`, 308, `${SK_CATEGORY}?utm_source=newsletter`);
    // A target outside the site, or no usable hash: the root.
    await expectRedirect(request, 'sk', `/exConsents/confirm?hash=${encodeURIComponent(base64Json({ redirect_to: 'https://evil.example/' }))}&a=1`, 308, '/?a=1');
    await expectRedirect(request, 'sk', '/exConsents/confirm?hash=not-base64!&a=1', 308, '/?a=1');
    await expectRedirect(request, 'sk', '/exConsents/manageSubscriptions?a=1&b=2', 308, '/?a=1&b=2');
  });
});

test.describe('URL rules in multi-language countries', () => {
  test('CH: German (the default) lives at the root, French and Italian under their prefix', async ({ request }) => {
    await expectRedirect(request, 'ch', '/de/', 308, '/');
    await expectRedirect(request, 'ch', '/de/gastronomiebedarf/', 308, '/gastronomiebedarf/');
    expect(await answer(request, 'ch', '/fr')).toEqual({ path: '/fr', status: 200, location: null });
    expect(await answer(request, 'ch', '/it')).toEqual({ path: '/it', status: 200, location: null });
    await expectRedirect(request, 'ch', '/FR/', 308, '/fr');
    await expectRedirect(request, 'ch', '/it/Search?query=Forno&page=1', 308, '/it/search?query=Forno');
    await expectRedirect(request, 'ch', '/fr/login/', 308, '/fr/login');
    await expectRedirect(request, 'ch', '/fr/category/x', 308, '/fr/x/');
    await expectRedirect(request, 'ch', '/it/x-10000001/', 308, '/it/x-10000001');
  });

  test('CH: a missing prefix is served at the root in the language of the cookie, else the browser', async () => {
    // Each shopper its own cookie jar: the answer sets the locale cookie.
    const langOf = async (headers: Record<string, string>) => {
      const shopper = await newRequestContext.newContext();
      try {
        const response = await get(shopper, 'ch', '/', headers);
        return { status: response.status(), lang: /<html lang="([^"]+)"/.exec(await response.text())?.[1] };
      } finally {
        await shopper.dispose();
      }
    };
    expect(await langOf({ cookie: 'locale=fr-CH' })).toEqual({ status: 200, lang: 'fr-CH' });
    expect(await langOf({ 'accept-language': 'it-CH,it;q=0.9' })).toEqual({ status: 200, lang: 'it-CH' });
    expect(await langOf({})).toEqual({ status: 200, lang: 'de-CH' });
  });

  test('CH: the newsletter target gets the current language prefix', async ({ request }) => {
    const hash = encodeURIComponent(base64Json({ redirect_to: '/gastro/' }));
    await expectRedirect(request, 'ch', `/fr/exConsents/confirm?hash=${hash}&x=1`, 308, '/fr/gastro/?x=1');
    await expectRedirect(request, 'ch', `/exConsents/confirm?hash=${hash}`, 308, '/gastro/');
  });

  test('BE: Dutch at the root, French under /fr', async ({ request }) => {
    await expectRedirect(request, 'be', '/nl/', 308, '/');
    await expectRedirect(request, 'be', '/nl/x/', 308, '/x/');
    await expectRedirect(request, 'be', '/fr/', 308, '/fr');
    await expectRedirect(request, 'be', '/fr/Login', 308, '/fr/login');
    await expectRedirect(request, 'be', '/fr/search/Four', 308, '/fr/search?query=Four');
    expect(await answer(request, 'be', '/fr')).toEqual({ path: '/fr', status: 200, location: null });
  });
});

test.describe('LT native routing', () => {
  test('products and categories live under /p/ and /c/', async ({ request }) => {
    expect(await answer(request, 'lt', `/p/${LT_PRODUCT}`)).toEqual({ path: `/p/${LT_PRODUCT}`, status: 200, location: null });
    expect(await answer(request, 'lt', `/c/${LT_CATEGORY}/`)).toEqual({ path: `/c/${LT_CATEGORY}/`, status: 200, location: null });
    await expectRedirect(request, 'lt', `/${LT_PRODUCT}`, 308, `/p/${LT_PRODUCT}`);
    await expectRedirect(request, 'lt', `/${LT_CATEGORY}`, 308, `/c/${LT_CATEGORY}/`);
    await expectRedirect(request, 'lt', `/product/${LT_PRODUCT}`, 308, `/p/${LT_PRODUCT}`);
    await expectRedirect(request, 'lt', `/category/${LT_CATEGORY}/`, 308, `/c/${LT_CATEGORY}/`);
    await expectRedirect(request, 'lt', `/P/${LT_PRODUCT.toUpperCase()}/`, 308, `/p/${LT_PRODUCT}`);
    await expectRedirect(request, 'lt', `/lt/c/${LT_CATEGORY}`, 308, `/c/${LT_CATEGORY}/`);
    await expectRedirect(request, 'lt', '/product/combi-steamer-cs-18-10000001', 301, '/p/combi-steamer-velbrenn-pro-cs-18-7-kw-10000001');
    // Named routes keep no letter.
    await expectRedirect(request, 'lt', '/login/', 308, '/login');
  });
});

test.describe('the 404 page', () => {
  const notFoundTitle = (locale: string) =>
    (JSON.parse(readFileSync(new URL(`../../app/layout/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>)['layout.pageNotFound'] ?? '';

  for (const path of ['/no-such-page-anywhere-9f3/', "/gastro'vybavenie/"]) {
    test(`${path} answers 404 with the not-found page inside the layout`, async ({ page }) => {
      const response = await page.goto(`${marketOrigin('sk')}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sk-SK');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(notFoundTitle('sk-SK'));
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
    });
  }
});

test.describe('route guards', () => {
  test('a guest is sent from the account pages to the root of their language', async ({ request }) => {
    await expectRedirect(request, 'sk', '/my-account', 302, '/');
    await expectRedirect(request, 'sk', '/my-account/shipping-details', 302, '/');
    await expectRedirect(request, 'ch', '/fr/my-account', 302, '/fr');
  });

  test('a guest sees the guest-only pages, marked noindex', async ({ request }) => {
    for (const path of ['/login', '/create-account', '/password-reset', '/password-reset/change-password', '/password-reset/check-email']) {
      const response = await get(request, 'sk', path);
      const robots = /<meta name="robots" content="([^"]+)"/.exec(await response.text())?.[1];
      expect({ path, status: response.status(), robots }).toEqual({ path, status: 200, robots: 'noindex, nofollow' });
    }
  });

  test('checkout: the way in is the cart; later steps without a cart go home; unknown steps are 404', async ({ request }) => {
    await expectRedirect(request, 'sk', '/checkout', 302, '/checkout/cart');
    expect(await answer(request, 'sk', '/checkout/cart')).toEqual({ path: '/checkout/cart', status: 200, location: null });
    for (const step of ['addresses', 'payment', 'login', 'create-account', 'password-reset']) {
      await expectRedirect(request, 'sk', `/checkout/${step}`, 302, '/');
    }
    await expectRedirect(request, 'ch', '/fr/checkout/payment', 302, '/fr');
    expect(await answer(request, 'sk', '/checkout/shipping')).toEqual({ path: '/checkout/shipping', status: 404, location: null });
  });

  test('checkout steps open once the cart has a line; payment waits for a shipping address', async () => {
    const shopper = await newRequestContext.newContext();
    try {
      const added = await shopper.post(`${DIRECT}/api/ct/addToCart`, { headers: { host: host('sk') }, data: [{}, { sku: 'EX10000001', quantity: 1 }] });
      expect(added.status()).toBe(200);
      const addresses = await get(shopper, 'sk', '/checkout/addresses');
      expect(addresses.status()).toBe(200);
      // Spec 2 §2: a cart without shipping info or shipping address is sent to the addresses page.
      const payment = await get(shopper, 'sk', '/checkout/payment');
      expect({ status: payment.status(), location: payment.headers()['location'] }).toEqual({ status: 302, location: '/checkout/addresses' });
    } finally {
      await shopper.dispose();
    }
  });

  test('a customer is sent home from the guest-only pages, sees the account, and logs out', async () => {
    const customer = await newRequestContext.newContext();
    try {
      const email = `routes-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
      const signUp = await customer.post(`${DIRECT}/api/ct/signUp`, {
        headers: { host: host('sk') },
        data: [{ email, password: 'Secret123', firstName: 'Jana', lastName: 'Nováková', customerType: 'PRIVATE' }],
      });
      expect(signUp.status()).toBe(200);

      for (const path of ['/login', '/create-account', '/password-reset', '/password-reset/check-email']) {
        await expectRedirect(customer, 'sk', path, 302, '/');
      }
      const account = await get(customer, 'sk', '/my-account');
      expect({ status: account.status(), showsEmail: (await account.text()).includes(email) }).toEqual({ status: 200, showsEmail: true });
      for (const section of ['my-profile', 'shipping-details', 'billing-details', 'my-newsletter', 'my-reviews', 'loyalty-card']) {
        expect(await answer(customer, 'sk', `/my-account/${section}`)).toEqual({ path: `/my-account/${section}`, status: 200, location: null });
      }
      expect(await answer(customer, 'sk', '/my-account/orders')).toEqual({ path: '/my-account/orders', status: 404, location: null });

      // The account menu's form posts to /log-out (a visit only asks: issue 18).
      const loggedOut = await customer.post(`${DIRECT}/log-out`, { headers: { host: host('sk'), origin: `http://${host('sk')}` }, form: {}, maxRedirects: 0 });
      expect({ status: loggedOut.status(), location: loggedOut.headers()['location'] }).toEqual({ status: 302, location: '/' });
      await expectRedirect(customer, 'sk', '/my-account', 302, '/');
      expect(await answer(customer, 'sk', '/login')).toEqual({ path: '/login', status: 200, location: null });
    } finally {
      await customer.dispose();
    }
  });

  test('the login form signs a customer in and sends them home; a wrong password is refused with the e-mail kept', async () => {
    const shopper = await newRequestContext.newContext();
    try {
      const email = `login-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
      const signUp = await shopper.post(`${DIRECT}/api/ct/signUp`, {
        headers: { host: host('de') },
        data: [{ email, password: 'Secret123', firstName: 'Max', lastName: 'Muster', customerType: 'PRIVATE' }],
      });
      expect(signUp.status()).toBe(200);
      const formHeaders = { host: host('de'), origin: `http://${host('de')}` };
      await shopper.post(`${DIRECT}/log-out`, { headers: formHeaders, form: {}, maxRedirects: 0 });

      const account = JSON.parse(readFileSync(new URL('../../app/account/messages/de-DE.json', import.meta.url), 'utf8')) as Record<string, string>;
      const refused = await shopper.post(`${DIRECT}/login`, { headers: formHeaders, form: { email, password: 'Wrong1234' }, maxRedirects: 0 });
      const page = await refused.text();
      expect({ status: refused.status(), says: page.includes(account['account.login.error.credentials']!), keepsEmail: page.includes(`value="${email}"`) })
        .toEqual({ status: 400, says: true, keepsEmail: true });
      await expectRedirect(shopper, 'de', '/my-account', 302, '/');

      const accepted = await shopper.post(`${DIRECT}/login`, { headers: formHeaders, form: { email, password: 'Secret123' }, maxRedirects: 0 });
      expect({ status: accepted.status(), location: accepted.headers()['location'] }).toEqual({ status: 302, location: '/' });
      expect(await answer(shopper, 'de', '/my-account')).toEqual({ path: '/my-account', status: 200, location: null });
    } finally {
      await shopper.dispose();
    }
  });

  test('the login form works in the browser, with the keyboard', async ({ page }) => {
    const email = `browser-login-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    await page.goto(`${marketOrigin('sk')}/login`);
    const status = await page.evaluate(
      async (address) =>
        (await fetch('/api/ct/signUp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ email: address, password: 'Secret123', firstName: 'Eva', lastName: 'Kováčová', customerType: 'PRIVATE' }]) })).status,
      email,
    );
    expect(status).toBe(200);
    await page.evaluate(async () => fetch('/log-out', { method: 'POST' }));
    await page.goto(`${marketOrigin('sk')}/login`);
    const account = JSON.parse(readFileSync(new URL('../../app/account/messages/sk-SK.json', import.meta.url), 'utf8')) as Record<string, string>;
    // The login form's fields (the footer's newsletter sign-up has an e-mail field too).
    const main = page.locator('#main');
    await main.getByLabel(account['account.login.email']!).fill(email);
    await main.getByLabel(account['account.login.password']!).fill('Secret123');
    await main.getByLabel(account['account.login.password']!).press('Enter');
    await expect(page).toHaveURL(`${marketOrigin('sk')}/`);
    await page.goto(`${marketOrigin('sk')}/my-account`);
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations).toEqual([]);
  });

  test('GET /log-out only asks (issue 18): a confirm page, and the session stays', async () => {
    const customer = await newRequestContext.newContext();
    try {
      const email = `visit-log-out-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
      const signUp = await customer.post(`${DIRECT}/api/ct/signUp`, {
        headers: { host: host('sk') },
        data: [{ email, password: 'Secret123', firstName: 'Jana', lastName: 'Nováková', customerType: 'PRIVATE' }],
      });
      expect(signUp.status()).toBe(200);
      const account = JSON.parse(readFileSync(new URL('../../app/account/messages/sk-SK.json', import.meta.url), 'utf8')) as Record<string, string>;
      const visit = await get(customer, 'sk', '/log-out');
      const page = await visit.text();
      expect({ status: visit.status(), asks: page.includes(account['account.logOutConfirm.text']!), posts: /<form[^>]*method="post"/.test(page) })
        .toEqual({ status: 200, asks: true, posts: true });
      expect(await answer(customer, 'sk', '/my-account')).toEqual({ path: '/my-account', status: 200, location: null });
      expect((await get(customer, 'be', '/fr/log-out')).status()).toBe(200);
    } finally {
      await customer.dispose();
    }
  });
});

test.describe('the payment failure page', () => {
  test('shows the message of the code, a way back to the checkout, and has no accessibility violation', async ({ page }) => {
    const response = await page.goto(`${marketOrigin('de')}/adyen-payment-error/?error=cancelled-transaction`);
    expect(response?.status()).toBe(200);
    const checkout = JSON.parse(readFileSync(new URL('../../app/checkout/messages/de-DE.json', import.meta.url), 'utf8')) as Record<string, string>;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkout['checkout.paymentError.title']!);
    await expect(page.getByText(checkout['checkout.paymentError.cancelled-transaction']!)).toBeVisible();
    await expect(page.getByRole('link', { name: checkout['checkout.paymentError.back']! })).toHaveAttribute('href', '/checkout/payment');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations).toEqual([]);
  });

  test('an unknown code shows the general payment error, under the language prefix', async ({ page }) => {
    await page.goto(`${marketOrigin('ch')}/fr/adyen-payment-error/?error=something-else`);
    const checkout = JSON.parse(readFileSync(new URL('../../app/checkout/messages/fr-FR.json', import.meta.url), 'utf8')) as Record<string, string>;
    await expect(page.getByText(checkout['checkout.paymentError.payment-error']!)).toBeVisible();
    await expect(page.getByRole('link', { name: checkout['checkout.paymentError.back']! })).toHaveAttribute('href', '/fr/checkout/payment');
  });
});
