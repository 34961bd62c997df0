import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { search, type SearchHit } from '../support/backend';
import { startOwnShop, type OwnShop } from '../support/own-servers';
import { expect, test as shopTest } from '../support/shop-test';

// Issue 21: the storefront's guest page cache follows the backend's catalogue change feed, so a
// guest never gets a kept page that says "in stock" after the product sold out. A shop of its own
// (its backend's database is written to by another process, as another backend replica or an
// order would, and its backend is stopped at the end), for one worker, tests in order.

const test = shopTest.extend<object, { cachedShop: OwnShop }>({
  cachedShop: [
    async ({}, use) => {
      const shop = await startOwnShop('page-cache', {});
      try {
        await use(shop);
      } finally {
        await shop.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

const backendDist = resolve(import.meta.dirname, '../../../backend/dist');

/** Sets a SKU's stock through the embedded engine's store in another Node process on the same database file, and waits for it to commit. */
function setStockInAnotherProcess(databaseFile: string, sku: string, quantity: number): void {
  const script = `
    const { embeddedCommerce } = await import(${JSON.stringify(`${backendDist}/commerce/embedded/embedded-commerce.js`)});
    const commerce = embeddedCommerce({ file: ${JSON.stringify(databaseFile)} });
    const [entry] = commerce.store.find('inventory-entry', 'sku', ${JSON.stringify(sku)}).filter((found) => !found.supplyChannel);
    commerce.store.replace('inventory-entry', entry.version, {
      ...entry, version: entry.version + 1, quantityOnStock: ${quantity}, availableQuantity: ${quantity},
    }, [{ name: 'sku', value: entry.sku }]);
    await commerce.close();
  `;
  const child = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect({ status: child.status, stderr: child.stderr }).toEqual({ status: 0, stderr: '' });
}

interface Visit {
  readonly cache: string | undefined;
  readonly status: number | undefined;
  readonly availability: string | null;
}

/** One new guest (a fresh browser, no cookies unless given) opens the page: what the cache said and the stock the page shows. */
async function guestVisit(browser: Browser, url: string, options: BrowserContextOptions = {}, cookies: { name: string; value: string }[] = [], kind: 'product' | 'home' = 'product'): Promise<Visit> {
  const context = await browser.newContext(options);
  try {
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
    const page = await context.newPage();
    const response = await page.goto(url);
    const availability = response?.ok() && kind === 'product' ? await page.getByTestId('availability').getAttribute('data-state') : null;
    return { cache: response?.headers()['x-page-cache'], status: response?.status(), availability };
  } finally {
    await context.close();
  }
}

let product: SearchHit;
let url: string;

test('a guest gets a miss, the next guest the kept page; a shopper with a session never gets it', async ({ browser, cachedShop }) => {
  const hits = (await search({ indexName: 'products_sk-SK', query: '', hitsPerPage: 48 }, cachedShop.backendUrl)).hits;
  product = hits.find((hit) => hit.inStock)!;
  url = `${cachedShop.origin('sk')}/${product.url}`;
  // The storefront connects to the feed once both servers run: until it hears `ready`, nothing is kept.
  await expect.poll(async () => (await guestVisit(browser, `${cachedShop.origin('sk')}/`, {}, [], 'home')).cache, {
    message: 'the storefront never started following the backend’s catalogue feed',
  }).not.toBe('BYPASS');
  const inStock = expect.stringMatching(/^(in-stock|low-stock)$/);
  expect(await guestVisit(browser, url)).toEqual({ cache: 'MISS', status: 200, availability: inStock });
  expect(await guestVisit(browser, url)).toEqual({ cache: 'HIT', status: 200, availability: inStock });
  expect((await guestVisit(browser, url, {}, [{ name: 'shop_session', value: 'someone' }])).cache).toBe('BYPASS');
  // Another language the browser asks for is another page.
  expect((await guestVisit(browser, url, { locale: 'en-GB' })).cache).toBe('MISS');
});

test('a guest who only browses stays a guest (no session from a page view) until adding to the cart', async ({ browser, cachedShop }) => {
  const context = await browser.newContext();
  const session = async () => (await context.cookies(url)).find((cookie) => cookie.name === 'shop_session');
  try {
    const page = await context.newPage();
    // Home renders afresh or not, and asks the backend for its blocks: no session reaches the browser.
    await page.goto(`${cachedShop.origin('sk')}/`);
    expect(await session()).toBeUndefined();
    // The market cookies home set are part of the key: the first view with them is rendered, the next one kept.
    await page.goto(url);
    const kept = await page.goto(url);
    expect(kept?.headers()['x-page-cache']).toBe('HIT');
    expect(await session()).toBeUndefined();
    // Storing something begins the session, and from then on the shopper's pages are their own.
    await expect(page.locator('form.add-to-cart')).toHaveAttribute('data-enhanced', 'true');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('add-to-cart-notice')).toHaveAttribute('data-status', 'added');
    expect(await session()).toBeDefined();
    const own = await page.goto(url);
    expect(own?.headers()['x-page-cache']).toBe('BYPASS');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  } finally {
    await context.close();
  }
});

/** A new guest (a fresh browser) opens home: what the cache said of the product rows the page asks for once drawn. */
async function rowsVisit(browser: Browser, origin: string, cookies: { name: string; value: string }[] = []): Promise<string | undefined> {
  const context = await browser.newContext();
  try {
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
    const page = await context.newPage();
    const rows = page.waitForResponse((response) => new URL(response.url()).pathname === '/block-products.json');
    await page.goto(`${origin}/`);
    const response = await rows;
    expect(response.status()).toBe(200);
    return response.headers()['x-page-cache'];
  } finally {
    await context.close();
  }
}

test("the product rows a guest's home asks for once drawn are kept like the page; a shopper's are not", async ({ browser, cachedShop }) => {
  const origin = cachedShop.origin('sk');
  expect(await rowsVisit(browser, origin)).not.toBe('BYPASS');
  expect(await rowsVisit(browser, origin)).toBe('HIT');
  expect(await rowsVisit(browser, origin, [{ name: 'shop_session', value: 'someone' }])).toBe('BYPASS');
});

test('a product sold out in the backend is shown sold out to the next guest once the feed reported it', async ({ browser, cachedShop }) => {
  expect((await guestVisit(browser, url)).cache).toBe('HIT');
  setStockInAnotherProcess(cachedShop.databaseFile, product.sku, 0);
  // The feed reports the write (the backend reads its change log every 200 ms); the first page
  // the cache does not answer is one rendered after it dropped its pages.
  let visit: Visit | undefined;
  await expect.poll(async () => (visit = await guestVisit(browser, url)).cache, {
    message: 'the page cache kept answering with the page from before the stock change: it did not hear the catalogue feed',
  }).not.toBe('HIT');
  expect(visit).toEqual({ cache: 'MISS', status: 200, availability: 'out-of-stock' });
  expect(await guestVisit(browser, url)).toEqual({ cache: 'HIT', status: 200, availability: 'out-of-stock' });
});

test('without the feed (the backend is gone) the cache serves nothing', async ({ browser, cachedShop, pageProblems }) => {
  expect((await guestVisit(browser, url)).cache).toBe('HIT');
  // The pages fail without their backend: that is not what this test is about.
  pageProblems.forgive(/./);
  await cachedShop.stopBackend();
  await expect.poll(async () => (await guestVisit(browser, url)).cache, {
    message: 'the page cache kept serving after it lost the backend’s catalogue feed',
  }).toBe('BYPASS');
});
