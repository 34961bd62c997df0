import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSeed } from '../../seed/index.js';
import { reduceSeed } from '../../seed/reduce-seed.fixture.js';
import { openDatabase } from '../store/database.js';
import { DocumentStore } from '../store/document-store.js';
import { engineProcess } from './engine-process.fixture.js';
import { RESOURCE } from './resource-types.js';

const PROCESSES = 4;

/*
 * Several backend processes started together on one empty database file (a container restarted
 * with replicas, `npm start` twice): exactly one loads the demo shop, the others wait for it and
 * start on what it loaded. The reduced demo seed makes the seeding take long enough — generating
 * it alone takes a second — that every process finds the file empty before the first one is done.
 */
describe('seeding one empty database file from several processes at once', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'engine-seed-once-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it(`starts all ${PROCESSES} processes, seeds exactly once, and every process serves the seeded catalogue`, async () => {
    const file = join(dir, 'shop.sqlite');
    const seed = reduceSeed(generateSeed());
    const sku = seed.products[0]!.masterVariant!.sku!;
    const processes = Array.from({ length: PROCESSES }, () => engineProcess(`
      const engine = embeddedCommerce({ file: ${JSON.stringify(file)}, seed: () => reduceSeed(generateSeed()) });
      const context = { country: 'SK', currency: 'EUR', storeKey: 'ex-sk', languages: ['sk'] };
      const found = (await engine.catalogue.productsBySkus([${JSON.stringify(sku)}], context)).map((product) => product.masterVariant.sku);
      const result = { seeded: engine.seeded, found, products: engine.store.count('product') };
      await engine.close();
      return result;
    `));
    await Promise.all(processes.map((process) => process.ready));
    for (const process of processes) process.go();
    const results = (await Promise.all(processes.map((process) => process.result))) as { seeded: boolean; found: string[]; products: number }[];

    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    for (const result of results) expect(result).toMatchObject({ found: [sku], products: seed.products.length });
    const db = openDatabase(file);
    try {
      const store = new DocumentStore(db);
      // Reviews and stock entries have no key: a second load would have doubled them.
      expect({
        products: store.count(RESOURCE.product),
        stores: store.count(RESOURCE.store),
        categories: store.count(RESOURCE.category),
        reviews: store.count(RESOURCE.review),
        inventory: store.count(RESOURCE.inventoryEntry),
      }).toEqual({
        products: seed.products.length,
        stores: seed.stores.length,
        categories: seed.categories.length,
        reviews: seed.reviews.length,
        inventory: seed.inventory.length,
      });
    } finally {
      db.close();
    }
  }, 180_000); // Four Node processes loading the TypeScript sources share two cores with other work: can take a minute on a slow machine.
});
