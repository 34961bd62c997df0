import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';

// Issue 21: home's document at most 40 kB raw. The shop's icons are one fingerprinted, immutable
// sprite that every page's markup points into (<svg><use href>), not their shapes repeated in
// each document; home's product rows below the first screen are asked for by the browser once the
// page is drawn, not carried in the document's data.

const HOME_DOCUMENT_LIMIT = 40_000;

// Node's resolver does not know *.localhost: the requests go to the address with the market's host.
const PORT = process.env.E2E_STOREFRONT_PORT;
const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `sk.localhost:${PORT}`, ...headers } });

async function productPath(request: APIRequestContext): Promise<string> {
  const response = await request.post(`http://127.0.0.1:${process.env.E2E_BACKEND_PORT}/api/search/1/indexes/*/queries?host=sk.localhost`, {
    data: { requests: [{ indexName: 'products_sk-SK', query: '', hitsPerPage: 1 }] },
  });
  const hit = ((await response.json()) as { results: { hits: { url: string }[] }[] }).results[0]!.hits[0]!;
  return `/${hit.url}`;
}

/** Every `<use href>` of a page's HTML as sent. */
const usesOf = (html: string): string[] => [...html.matchAll(/<use\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!);

test("home's document is at most 40 kB as sent, uncompressed", async ({ request }) => {
  const response = await get(request, '/', { 'accept-encoding': 'identity' });
  expect(response.status()).toBe(200);
  const bytes = (await response.body()).byteLength;
  expect(bytes, `home's document: ${bytes} bytes`).toBeLessThanOrEqual(HOME_DOCUMENT_LIMIT);
});

test("the icons of home and a product page are drawn from one immutable sprite that holds each of them", async ({ request }) => {
  const uses: string[] = [];
  for (const path of ['/', await productPath(request)]) {
    const html = await (await get(request, path)).text();
    const own = usesOf(html);
    // The header alone has several icons; none is drawn from shapes inside the document.
    expect(own.length, path).toBeGreaterThan(5);
    expect(html, path).not.toMatch(/<svg\b[^>]*aria-hidden="true"[^>]*>\s*<(path|circle)\b/);
    uses.push(...own);
  }
  const files = new Set(uses.map((use) => use.split('#')[0]));
  expect([...files]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
  const sprite = await get(request, [...files][0]!);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(sprite.headers()['cache-control']).toContain('immutable');
  const text = await sprite.text();
  for (const id of new Set(uses.map((use) => use.split('#')[1]))) expect(text, `symbol ${id}`).toContain(`<symbol id="${id}"`);
});

/** A picture of the icon: as drawn, without its <use> target, and in another colour. */
async function iconPictures(page: Page, icon: Locator): Promise<{ drawn: Buffer; blank: Buffer; recoloured: Buffer }> {
  const drawn = await icon.screenshot();
  const href = await icon.locator('use').getAttribute('href');
  await icon.locator('use').evaluate((use) => use.setAttribute('href', '#none'));
  const blank = await icon.screenshot();
  await icon.locator('use').evaluate((use, value) => use.setAttribute('href', value!), href);
  await icon.evaluate((svg) => ((svg as SVGElement).style.color = 'rgb(255, 0, 0)'));
  const recoloured = await icon.screenshot();
  return { drawn, blank, recoloured };
}

for (const javaScriptEnabled of [true, false]) {
  test(`the header's icons draw, in their control's colour, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${marketOrigin('SK')}/`);
    if (javaScriptEnabled) await hydrated(page);
    for (const icon of [page.getByTestId('cart-icon').locator('svg'), page.locator('.quick-search__icon').first()]) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      const { drawn, blank, recoloured } = await iconPictures(page, icon);
      // Without its symbol the icon is empty: the drawn picture has the symbol's strokes in it.
      expect(drawn.equals(blank)).toBe(false);
      // Its strokes are the current colour: another colour on the icon draws them differently.
      expect(drawn.equals(recoloured)).toBe(false);
    }
    await context.close();
  });
}

test("home's rows below the first screen are asked for once, after the page is drawn", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/block-products.json') asked.push(request.url());
  });
  await page.goto(`${marketOrigin('SK')}/`);
  await hydrated(page);
  const rows = page.locator('[data-block="product-listing"]');
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of await rows.all()) await expect(row.locator('.product-tile').first()).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('the rows endpoint names a bad parameter, and leaves out paths that are no product row', async ({ request }) => {
  const ask = (query: string) => get(request, `/block-products.json?${query}`);
  for (const [query, named] of [
    ['locale=sk-SK&paths=4', 'page'],
    ['page=../x&locale=sk-SK&paths=4', 'page'],
    ['page=home&locale=de-DE&paths=4', 'locale'],
    ['page=home&locale=sk-SK&paths=4;5', 'paths'],
    ['page=home&locale=sk-SK', 'paths'],
  ] as const) {
    const response = await ask(query);
    expect(response.status(), query).toBe(400);
    expect(((await response.json()) as { error: string }).error, query).toContain(named);
  }
  expect((await ask('page=no-such-page-here&locale=sk-SK&paths=4')).status()).toBe(404);
  // The rows home's document leaves to the browser, as its data names them; block 0 is its hero.
  // In the document's script data, '&' is written \u0026.
  const html = (await (await get(request, '/')).text()).replaceAll('\\u0026', '&');
  const paths = new URLSearchParams(/block-products\.json\?([^"\\]+)/.exec(html)![1]!).get('paths')!.split(',');
  expect(paths.length).toBeGreaterThan(1);
  expect(paths).not.toContain('0');
  const answer = (await (await ask(`page=home&locale=sk-SK&paths=0,${paths.join(',')}`)).json()) as Record<string, { status: string; products?: unknown[] }>;
  expect(Object.keys(answer).sort()).toEqual([...paths].sort());
  for (const path of paths) {
    expect(answer[path]!.status).toBe('ok');
    expect(answer[path]!.products!.length).toBeGreaterThan(0);
  }
});
