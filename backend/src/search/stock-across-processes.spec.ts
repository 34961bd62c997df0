import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { searchIndexName } from '@shop/domain';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { sourcePath, TS_SOURCES_HOOK } from '../commerce/embedded/store/node-process.fixture.js';
import { CHILD_PROCESS_TIMEOUT_MS, FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { callOn } from '../catalogue/catalogue-test-app.fixture.js';
import { demoSeed, searchOn } from './search-test-app.fixture.js';

/** The product of the issue: sold out while the IE listing and PL search still said "In stock". */
const SKU = 'EX10000093';

/**
 * Runs `work` in another Node process on the same SQLite file, with `commerce` (the embedded
 * engine on that file) and `productLookups` in scope, as another backend replica would write;
 * returns when that process has committed and exited.
 */
function inAnotherProcess(file: string, work: string): void {
  const script = `${TS_SOURCES_HOOK}
    const { embeddedCommerce } = await import(${sourcePath('../commerce/embedded/embedded-commerce.ts', import.meta.url)});
    const { productLookups } = await import(${sourcePath('../commerce/embedded/catalogue/lookups.ts', import.meta.url)});
    const commerce = embeddedCommerce({ file: ${JSON.stringify(file)} });
    ${work}
    await commerce.close();
  `;
  const child = spawnSync(process.execPath, ['--experimental-transform-types', '--conditions=source', '--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect({ status: child.status, stderr: child.stderr }).toEqual({ status: 0, stderr: '' });
}

/** Sets a SKU's stock through the engine's store, as an order placed on another replica does. */
const setStockInAnotherProcess = (file: string, sku: string, quantity: number): void => inAnotherProcess(file, `
  const [entry] = commerce.store.find('inventory-entry', 'sku', ${JSON.stringify(sku)}).filter((found) => !found.supplyChannel);
  commerce.store.replace('inventory-entry', entry.version, {
    ...entry, version: entry.version + 1, quantityOnStock: ${quantity}, availableQuantity: ${quantity},
  }, [{ name: 'sku', value: entry.sku }]);
`);

/** Renames a product (its published English name) through the engine's store, as a merchant's change does. */
const renameInAnotherProcess = (file: string, sku: string, name: string): void => inAnotherProcess(file, `
  const [product] = commerce.store.find('product', 'sku', ${JSON.stringify(sku)});
  const rename = (data) => ({ ...data, name: { ...data.name, en: ${JSON.stringify(name)} } });
  const next = { ...product, version: product.version + 1,
    masterData: { ...product.masterData, current: rename(product.masterData.current), staged: rename(product.masterData.staged) } };
  commerce.store.replace('product', product.version, next, productLookups(next));
`);

/*
 * Issue 18, shopper item 1: stock shown by listings and search follows inventory changes made by
 * any process on the same database, at the next search — not after a restart or the search
 * cache's 120 s. The application here is the real one on a real SQLite file; the stock is changed
 * by a separate Node process, as another backend replica would.
 */
describe('stock in listings and search follows changes by another process', () => {
  let dir: string;
  let app: INestApplication;
  let search: ReturnType<typeof searchOn>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'search-stock-'));
    const file = join(dir, 'shop.sqlite');
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file, seed: demoSeed }), seed: demoSeed }) })
      .compile();
    app = await shopTestApp(moduleRef);
    search = searchOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The product's stock as the PL search (by its SKU), the IE listing of its category and that listing sorted by price show it. */
  const shownStock = async (): Promise<Record<string, boolean | undefined>> => {
    const found = await search({ indexName: searchIndexName('pl-PL'), query: SKU, hitsPerPage: 12 });
    const plSearch = found.hits.find((hit) => hit.objectID === SKU);
    const [ieHit] = (await search({ indexName: searchIndexName('en-IE'), query: SKU, hitsPerPage: 1 })).hits;
    const category = ieHit!.categories['lvl2']![0]!;
    const listing = async (indexName: string) =>
      (await search({ indexName, query: '', facetFilters: [[`categories.lvl2:${category}`]], hitsPerPage: 48 }))
        .hits.find((hit) => hit.objectID === SKU)?.inStock;
    return {
      plSearch: plSearch?.inStock,
      ieListing: await listing(searchIndexName('en-IE')),
      ieListingByPrice: await listing(searchIndexName('en-IE', 'price-asc')),
    };
  };

  it('shows a product sold out in another process as out of stock at the next search, and back in stock when restocked', async () => {
    const inStock = { plSearch: true, ieListing: true, ieListingByPrice: true };
    // Asked first, so the indexes are built and the answers cached before the change.
    expect(await shownStock()).toEqual(inStock);
    expect(await shownStock()).toEqual(inStock);

    setStockInAnotherProcess(join(dir, 'shop.sqlite'), SKU, 0);
    expect(await shownStock()).toEqual({ plSearch: false, ieListing: false, ieListingByPrice: false });
    // What the product page reads agrees.
    const entries = (await callOn(app)('getInventory', [{ skus: [SKU] }]).expect(200)).body.inventoryEntries.results;
    expect(entries.map((entry: { availableQuantity: number }) => entry.availableQuantity)).toEqual([0]);

    setStockInAnotherProcess(join(dir, 'shop.sqlite'), SKU, 7);
    expect(await shownStock()).toEqual(inStock);
  }, CHILD_PROCESS_TIMEOUT_MS);

  it('finds a product renamed in another process by its new name, not its old one, in name order', async () => {
    const ie = searchIndexName('en-IE');
    const found = async (query: string) => (await search({ indexName: ie, query, hitsPerPage: 48 })).hits.map((hit) => hit.objectID);
    const nameSorted = async () => (await search({ indexName: searchIndexName('en-IE', 'name-asc'), query: '', hitsPerPage: 1 })).hits[0]?.objectID;
    expect(await found('Aardvarkian')).toEqual([]);
    expect(await nameSorted()).not.toBe(SKU);

    renameInAnotherProcess(join(dir, 'shop.sqlite'), SKU, 'Aardvarkian bench drill');
    expect(await found('Aardvarkian')).toEqual([SKU]);
    expect(await nameSorted()).toBe(SKU);
  }, CHILD_PROCESS_TIMEOUT_MS);
});
