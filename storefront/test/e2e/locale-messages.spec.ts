import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';
import { openServerAndHydrated, textsOf } from '../support/server-and-hydrated';
import { messageCatalogues } from '../unit/message-catalogues';

// Issue 21: a page's messages are a fingerprinted file of their own (app/i18n/locale-messages.ts),
// not 58 KiB of loader data in every document.

const catalogues = messageCatalogues();
/** Every message id of the shop (its English source). */
const MESSAGE_IDS = [...catalogues.values()].flatMap((locales) => Object.keys(locales.get('en-GB') ?? {}));

/** A feature's text in a main locale, as its catalogue has it (the CH variants keep the ones used here). */
const text = (feature: string, locale: string, id: string): string => catalogues.get(feature)?.get(locale)?.[id] ?? `no ${id} in ${feature}/${locale}`;

const PORT = process.env.E2E_STOREFRONT_PORT;
// Node cannot resolve {country}.localhost (the browser can): requests go to 127.0.0.1 with the
// market's Host header, as in security-headers.spec.ts.
const getPage = (request: APIRequestContext, country: string, path: string, headers: Record<string, string> = {}): Promise<APIResponse> =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${country}.localhost:${PORT}`, ...headers } });

/** A message group's file: one feature folder's messages in one locale (vite-plugins/locale-messages.ts). */
const MESSAGES_FILE = /^\/assets\/messages-(.+)-([a-z]{2}-[A-Z]{2})-[\w-]{8}\.js$/;

/** The message files a document preloads, in document order. */
const preloadedMessageFiles = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href!).filter((href) => MESSAGES_FILE.test(href));

/** The feature folder a group's file is for ('catalogue/product' for messages-catalogue-product-sk-SK-….js). */
const featureOf = (file: string): string => {
  const group = MESSAGES_FILE.exec(file)?.[1] ?? '';
  return [...catalogues.keys()].find((feature) => feature.split('/').join('-') === group) ?? `no feature for ${file}`;
};

/** Counts the page's requests for each messages file of a locale. */
function countMessageRequests(page: Page, locale: string): Map<string, number> {
  const seen = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (MESSAGES_FILE.exec(path)?.[2] === locale) seen.set(path, (seen.get(path) ?? 0) + 1);
  });
  return seen;
}

/** The message ids a document names as strings: quoted, or quoted inside a script's string (serialised loader data). */
const namedIds = (html: string): string[] => MESSAGE_IDS.filter((id) => html.includes(`"${id}"`) || html.includes(`\\"${id}\\"`));

/** The home page's first category and that category's first product, on a market's host. */
async function catalogueSample(request: APIRequestContext, country: string): Promise<{ category: string; product: string }> {
  const homeHtml = await (await getPage(request, country, '/')).text();
  // Home's product rows are drawn in the browser: the product comes from the category page.
  const category = /href="(\/[a-z0-9-]+\/)"/.exec(homeHtml)?.[1];
  expect(category, 'the home page links a category').toBeTruthy();
  const product = /href="(\/[a-z0-9-]+-\d{8})"/.exec(await (await getPage(request, country, category!)).text())?.[1];
  expect(product, 'the category page links a product').toBeTruthy();
  return { category: category!, product: product! };
}

test.describe('messages as a file of their own', () => {
  test('home, category and product documents carry no message; each preloads its locale\'s fingerprinted, immutable, compiled files', async ({ request }) => {
    expect(MESSAGE_IDS.length).toBeGreaterThan(300);
    const { category, product } = await catalogueSample(request, 'sk');
    for (const [country, path] of [['sk', '/'], ['sk', category], ['sk', product], ['de', '/']] as const) {
      const page = await getPage(request, country, path);
      expect({ path, status: page.status() }).toEqual({ path, status: 200 });
      const html = await page.text();
      expect({ country, path, ids: namedIds(html) }).toEqual({ country, path, ids: [] });

      const locale = /<html lang="([a-z]{2}-[A-Z]{2})"/.exec(html)?.[1] ?? '';
      expect(locale).toBe(country === 'de' ? 'de-DE' : 'sk-SK');
      const files = preloadedMessageFiles(html);
      expect({ path, layout: files.some((file) => featureOf(file) === 'layout') }).toEqual({ path, layout: true });
      for (const file of files) {
        expect({ file, locale: MESSAGES_FILE.exec(file)?.[2] }).toEqual({ file, locale });
        const asset = await getPage(request, country, file, { 'accept-encoding': 'br' });
        expect(asset.status()).toBe(200);
        expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(asset.headers()['content-encoding']).toBe('br');
        // Compiled (ICU ASTs), so the browser needs no parser; every id of its feature is in it.
        const body = await asset.text();
        const ids = Object.keys(catalogues.get(featureOf(file))?.get('en-GB') ?? {});
        expect({ file, ids: ids.length > 0, missing: ids.filter((id) => !body.includes(`"${id}":[`)) }).toEqual({ file, ids: true, missing: [] });
      }
    }
  });

  test('a product page loads the messages of what it shows, not those of every feature', async ({ request }) => {
    const { product } = await catalogueSample(request, 'sk');
    const html = await (await getPage(request, 'sk', product)).text();
    const features = preloadedMessageFiles(html).map(featureOf).sort();
    // The shell's (header, footer, cart badge, search box) and the product page's own.
    expect(features).toEqual(expect.arrayContaining(['layout', 'catalogue/product', 'cart', 'search']));
    const bodies = await Promise.all(preloadedMessageFiles(html).map(async (file) => (await getPage(request, 'sk', file)).text()));
    const idsOf = (feature: string) => Object.keys(catalogues.get(feature)?.get('en-GB') ?? {});
    const loaded = (feature: string) => idsOf(feature).filter((id) => bodies.some((body) => body.includes(`"${id}":[`)));
    expect(loaded('catalogue/product')).toEqual(idsOf('catalogue/product'));
    for (const elsewhere of ['checkout/payment', 'checkout/addresses', 'account', 'account/extras', 'cart/guarantee']) {
      expect({ elsewhere, loaded: loaded(elsewhere) }).toEqual({ elsewhere, loaded: [] });
    }
  });

  test('each page preloads every messages file its scripts await before they run, and hydrates without a mismatch or a missing message', async ({ browser, request }) => {
    const { category, product } = await catalogueSample(request, 'sk');
    const paths = ['/', category, product, '/search?query=konvektomat', '/login', '/checkout/cart', '/no-such-page-here'];
    const context = await browser.newContext();
    try {
      for (const path of paths) {
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        const locale = /<html lang="([a-z]{2}-[A-Z]{2})"/.exec(html)?.[1] ?? '';
        const preloaded = preloadedMessageFiles(html);
        // The page's scripts: what it preloads and what its bootstrap imports. Each awaits the
        // groups its build appended (`shop-messages:group=fingerprint,…`) as it loads.
        const scripts = [...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|\bimport(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"([^"]+)"/g)].map(([, link, imported]) => (link ?? imported)!))].filter((href) => !MESSAGES_FILE.test(href));
        expect(scripts.length).toBeGreaterThan(3);
        const awaited = new Set<string>();
        for (const script of scripts) {
          const code = await (await getPage(request, 'sk', script)).text();
          for (const [, groups] of code.matchAll(/shop-messages:([\w=,-]*)/g)) {
            for (const pair of groups!.split(',')) {
              const [group, hash] = pair.split('=');
              awaited.add(`/assets/messages-${group}-${locale}-${hash}.js`);
            }
          }
        }
        expect({ path, awaited: awaited.size > 0, notPreloaded: [...awaited].filter((file) => !preloaded.includes(file)) }).toEqual({ path, awaited: true, notPreloaded: [] });

        await hydrated(page);
        const text = await page.locator('body').innerText();
        expect({ path, idsShown: MESSAGE_IDS.filter((id) => text.includes(id)), pageErrors }).toEqual({ path, idsShown: [], pageErrors: [] });
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('DE: the page hydrates with the German texts the server wrote, loading the messages once, and works', async ({ browser }) => {
    const pages = await openServerAndHydrated(browser, `${marketOrigin('de')}/`);
    try {
      const { server, hydrated: page } = pages;
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      expect(await textsOf(page, 'header, footer')).toEqual(await textsOf(server, 'header, footer'));
      await expect(page.getByTestId('header').getByRole('search').first().locator('input[name="query"]')).toHaveAttribute('placeholder', text('search', 'de-DE', 'search.placeholder'));
      // Interactive after hydration: the contact panel closes with Escape (a script's doing).
      const contact = page.getByTestId('contact-button');
      await contact.locator('summary').click();
      await expect(contact).toContainText(text('layout', 'de-DE', 'layout.contactHours'));
      await page.keyboard.press('Escape');
      await expect(contact.getByText(text('layout', 'de-DE', 'layout.contactHours'))).toBeHidden();
      expect(pages.pageErrors).toEqual([]);
    } finally {
      await pages.close();
    }
  });

  test('the preloaded files are the ones the page loads: each fetched once', async ({ page }) => {
    const requests = countMessageRequests(page, 'de-DE');
    await page.goto(`${marketOrigin('de')}/`);
    await hydrated(page);
    expect(requests.size).toBeGreaterThan(0);
    expect([...requests].filter(([, count]) => count !== 1)).toEqual([]);
  });

  test('CH: client-side navigations into French and Italian show their texts, and back shows French again', async ({ page }) => {
    await page.goto(`${marketOrigin('ch')}/`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    const french = countMessageRequests(page, 'fr-CH');
    const search = page.getByTestId('header').getByRole('search').first().locator('input[name="query"]');
    await expect(search).toHaveAttribute('placeholder', text('search', 'de-DE', 'search.placeholder'));
    // A marker that only survives if the document stays: the navigations are the router's.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const navigate = (to: string) => page.evaluate((path) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(path), to);

    await navigate('/fr');
    await expect(page).toHaveURL(`${marketOrigin('ch')}/fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(search).toHaveAttribute('placeholder', text('search', 'fr-FR', 'search.placeholder'));
    const contact = page.getByTestId('contact-button');
    await contact.locator('summary').click();
    await expect(contact).toContainText(text('layout', 'fr-FR', 'layout.contactHours'));
    await page.keyboard.press('Escape');
    await expect(contact.getByText(text('layout', 'fr-FR', 'layout.contactHours'))).toBeHidden();

    await navigate('/it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
    await expect(search).toHaveAttribute('placeholder', text('search', 'it-IT', 'search.placeholder'));
    await expect(page.getByTestId('language-selector').locator('summary')).toContainText('IT');

    await page.goBack();
    await expect(page).toHaveURL(`${marketOrigin('ch')}/fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(search).toHaveAttribute('placeholder', text('search', 'fr-FR', 'search.placeholder'));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Loaded once, kept for the way back.
    expect(french.size).toBeGreaterThan(0);
    expect([...french].filter(([, count]) => count !== 1)).toEqual([]);
  });
});
