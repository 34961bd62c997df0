import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { commerce } from '../support/backend';
import { deBankPlan } from '../support/checkout-plan';
import { hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { freePort } from '../support/free-port';
import { startTlsGateway, type TlsGateway } from '../support/tls-gateway';

/**
 * Issue 18 §3: production puts a TLS-terminating gateway in front of the storefront, which then
 * sees plain http from the gateway. Through a real nginx with a self-signed certificate, on the
 * DE market's production host (markets' built-in www.proequip.de), chromium logs a customer in
 * and places a guest order: every form post on the way is same-origin only if the storefront
 * takes the scheme from the gateway it trusts (TRUST_PROXY=loopback in playwright.config.ts).
 * Chromium resolves www.proequip.de to the gateway's port, so the shopper's URL is the
 * production one, https on the default port.
 */

const HOST = 'www.proequip.de';
const ORIGIN = `https://${HOST}`;
const GATEWAY_PORT = await freePort();
const text = shopTexts('de-DE');

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1:${GATEWAY_PORT}`],
  },
});

let gateway: TlsGateway;
test.beforeAll(() => {
  gateway = startTlsGateway(HOST, GATEWAY_PORT, Number(process.env.E2E_STOREFRONT_PORT));
});
test.afterAll(() => gateway?.stop());

/** The backend's session cookie as the browser keeps it for the shop's https origin. */
const sessionCookie = async (context: BrowserContext) => (await context.cookies(ORIGIN)).find((cookie) => cookie.name === 'shop_session');

const main = (page: Page) => page.getByRole('main');

test.describe('behind a TLS gateway on the production host', () => {
  test.slow();

  test('a customer logs in; the session cookie is Secure', async ({ page }) => {
    const email = `gateway-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await commerce('de', 'signUp', [{ email, password: 'secret123', firstName: 'Gerda', lastName: 'Gateway', customerType: 'PRIVATE' }]);

    await page.goto(`${ORIGIN}/login`);
    await hydrated(page);
    await main(page).getByLabel(text('account.login.email')).fill(email);
    await main(page).getByLabel(text('account.login.password')).fill('secret123');
    await main(page).getByRole('button', { name: text('account.login.submit') }).click();
    await expect(page).toHaveURL(`${ORIGIN}/`);

    await page.goto(`${ORIGIN}/my-account`);
    await expect(main(page).getByText(text('account.myAccount.signedInAs', { email }))).toBeVisible();
    expect((await sessionCookie(page.context()))?.secure).toBe(true);
  });

  test('a guest orders with bank transfer', async ({ page }) => {
    const [product] = (await deBankPlan()).products;
    await page.goto(`${ORIGIN}${product!.path}`);
    await hydrated(page);
    const buyBox = main(page).getByRole('region', { name: product!.name, exact: true });
    await buyBox.getByRole('button', { name: text('cart.addToCart') }).click();
    await expect(buyBox.getByText(text('cart.outcome.added', { quantity: 1 }))).toBeVisible();

    await page.goto(`${ORIGIN}/checkout/cart`);
    await main(page).getByRole('link', { name: text('cart.continue') }).click();
    await expect(page).toHaveURL(`${ORIGIN}/checkout/addresses`);
    await main(page).getByRole('region', { name: text('addresses.contact.title') }).getByLabel(text('addresses.field.email')).fill('gateway-guest@example.com');
    const billing = main(page).getByRole('region', { name: text('addresses.billing.title') });
    const address = { firstName: 'Gustav', lastName: 'Gast', streetName: 'Torstraße', streetNumber: '5', postalCode: '10119', city: 'Berlin', phone: '+49 30 1234567' };
    for (const [field, value] of Object.entries(address)) await billing.getByLabel(text(`addresses.field.${field}`), { exact: true }).fill(value);
    await main(page).getByRole('button', { name: text('addresses.submit') }).click();

    await expect(page).toHaveURL(`${ORIGIN}/checkout/payment`);
    await hydrated(page);
    await main(page).getByRole('group', { name: text('payment.methods.legend') }).getByRole('radio', { name: text.within('payment.method.bank_transfer') }).check();
    await main(page).getByRole('button', { name: text('payment.place') }).click();

    await expect(page).toHaveURL((url) => url.origin === ORIGIN && url.pathname === '/checkout/thank-you' && url.searchParams.has('order'));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(text('thankYou.title'));
    expect((await sessionCookie(page.context()))?.secure).toBe(true);
  });
});
