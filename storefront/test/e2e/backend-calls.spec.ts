import { get } from 'node:http';
import { startCountingBackend, type CountingBackend } from '../support/counting-backend';
import { freePort } from '../support/free-port';
import { startServer, stopServer, storefrontBuildEnv } from '../support/own-servers';
import { commerce, search, type RootCategory } from '../support/backend';
import { expect, test as shopTest } from '../support/shop-test';

// How many backend calls a page costs (issue 21): a storefront of its own talks to the shared
// e2e backend through a pass-through that writes down each call. Market data the storefront keeps
// for a minute (categories, discounts, shipping methods, the chrome) is asked for by the first
// view; the second view of the same page shows what every further view costs.

interface CountedShop {
  readonly backend: CountingBackend;
  /** GETs a page of the SK market's storefront; resolves with its status once the whole page has come. */
  page(path: string): Promise<number>;
}

const test = shopTest.extend<object, { countedShop: CountedShop }>({
  countedShop: [
    async ({}, use) => {
      const backend = await startCountingBackend(`http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`);
      const port = await freePort();
      const storefront = await startServer('the counted storefront', 'dist/server/main.js', {
        PORT: String(port), HOST: '127.0.0.1', BACKEND_URL: backend.url, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
        // Every view renders: what is counted is a render's cost, not the guest page cache's.
        PAGE_CACHE: 'off',
        ...storefrontBuildEnv(),
      }, `http://127.0.0.1:${port}/favicon.svg`);
      const page = (path: string) => new Promise<number>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers: { host: `sk.localhost:${port}` } }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        }).on('error', reject);
      });
      try {
        await use({ backend, page });
      } finally {
        await stopServer(storefront);
        await backend.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

const commerceCalls = (paths: readonly string[]): string[] =>
  paths.filter((path) => path.startsWith('/api/ct/')).map((path) => path.slice('/api/ct/'.length));

test('a product page asks the backend one call for its product, lists and reviews', async ({ countedShop }) => {
  const [hit] = (await search({ indexName: 'products_sk-SK', query: '', hitsPerPage: 1 })).hits;
  expect(await countedShop.page(`/${hit!.url}`)).toBe(200);
  countedShop.backend.clear();
  expect(await countedShop.page(`/${hit!.url}`)).toBe(200);
  expect(commerceCalls(countedShop.backend.paths)).toEqual(['getProductPage']);
});

test('a category page asks getCategory at most once a minute, not on every view', async ({ countedShop }) => {
  const roots = await commerce<{ categories: { results: RootCategory[] } }>('sk', 'getCategory', [{ query: 'roots', filter: { hasProducts: true } }]);
  const root = roots.categories.results[0];
  const path = `/${root!.slug.sk}/`;
  expect(await countedShop.page(path)).toBe(200);
  expect(commerceCalls(countedShop.backend.paths)).toContain('getCategory');
  countedShop.backend.clear();
  expect(await countedShop.page(path)).toBe(200);
  expect(commerceCalls(countedShop.backend.paths).filter((call) => call === 'getCategory')).toEqual([]);
});
