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

/** The messages file of `locale` the page's head preloads. */
const MESSAGES_FILE = (locale: string) => new RegExp(`<link rel="modulepreload" fetchpriority="low" href="(/assets/messages-${locale}-[A-Za-z0-9_-]{8}\\.js)"`);

/** Counts the page's requests for a locale's messages file. */
function countMessageRequests(page: Page, locale: string): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/assets/messages-${locale}-`)) seen.count += 1;
  });
  return seen;
}

/** The message ids a document names as strings: quoted, or quoted inside a script's string (serialised loader data). */
const namedIds = (html: string): string[] => MESSAGE_IDS.filter((id) => html.includes(`"${id}"`) || html.includes(`\\"${id}\\"`));

test.describe('messages as a file of their own', () => {
  test('home, category and product documents carry no message; each preloads its locale\'s fingerprinted, immutable, compiled file', async ({ request }) => {
    expect(MESSAGE_IDS.length).toBeGreaterThan(300);
    const home = await getPage(request, 'sk', '/');
    const homeHtml = await home.text();
    // Home's product rows are drawn in the browser: the product comes from the category page.
    // The header's contact panel links the support form first; the category bar follows.
    const category = [...homeHtml.matchAll(/href="(\/[a-z0-9-]+\/)"/g)].map((match) => match[1]).find((path) => path !== '/support/');
    expect(category, 'the home page links a category').toBeTruthy();
    const product = /href="(\/[a-z0-9-]+-\d{8})"/.exec(await (await getPage(request, 'sk', category!)).text())?.[1];
    expect(product, 'the category page links a product').toBeTruthy();
    for (const [country, path] of [['sk', '/'], ['sk', category!], ['sk', product!], ['de', '/']] as const) {
      const page = await getPage(request, country, path);
      expect({ path, status: page.status() }).toEqual({ path, status: 200 });
      const html = await page.text();
      expect({ country, path, ids: namedIds(html) }).toEqual({ country, path, ids: [] });

      const locale = /<html lang="([a-z]{2}-[A-Z]{2})"/.exec(html)?.[1] ?? '';
      expect(locale).toBe(country === 'de' ? 'de-DE' : 'sk-SK');
      const file = MESSAGES_FILE(locale).exec(html)?.[1];
      expect({ path, file }).toEqual({ path, file: expect.any(String) });
      const asset = await getPage(request, country, file!, { 'accept-encoding': 'br' });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-encoding']).toBe('br');
      // Compiled (ICU ASTs), so the browser needs no parser; every id of the shop is in it.
      const body = await asset.text();
      expect(MESSAGE_IDS.filter((id) => !body.includes(`"${id}":[`))).toEqual([]);
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

  test('the preloaded file is the one the page loads: fetched once', async ({ page }) => {
    const requests = countMessageRequests(page, 'de-DE');
    await page.goto(`${marketOrigin('de')}/`);
    await hydrated(page);
    expect(requests.count).toBe(1);
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
    expect(french.count).toBe(1);
  });
});
