import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product, ProductDiscount, Store } from '@commercetools/platform-sdk';
import { embeddedCommerce, type EmbeddedCommerce } from '../embedded-commerce.js';
import { inEngineProcess } from './engine-process.fixture.js';
import { productLookups } from './lookups.js';
import { MINI_SEED } from './mini-seed.fixture.js';
import { RESOURCE } from './resource-types.js';

const SK = { country: 'SK', currency: 'EUR', storeKey: 'ex-sk', languages: ['en'] } as const;
const SKU = 'EX10012345';
const AT = '2026-05-04T10:00:00.000Z';

/*
 * Two engines on one SQLite file — two backend processes, or two connections in one — each hold
 * the catalogue in memory. What one writes (a review's rating statistics, a product, a product
 * discount, a store) the other serves from its next read on.
 */
describe('the catalogue held in memory follows writes made through another engine on the same file', () => {
  let dir: string;
  let first: EmbeddedCommerce;
  let second: EmbeddedCommerce;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'engine-follows-'));
    first = embeddedCommerce({ file: join(dir, 'shop.sqlite'), seed: () => MINI_SEED, clock: () => new Date(AT) });
    second = embeddedCommerce({ file: join(dir, 'shop.sqlite'), seed: () => MINI_SEED, clock: () => new Date(AT) });
  });
  afterEach(async () => {
    await first.close();
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const drill = async (engine = first) => (await engine.catalogue.productsBySkus([SKU], SK))[0];
  const review = { target: { typeId: 'product' as const, key: 'bench-drill-dp16' }, rating: 1, title: 'Broke', locale: 'en' };

  it('counts a review written through the second engine in the first engine\'s rating statistics', async () => {
    // The mini seed: ratings 5, 4, 4.
    expect((await drill())?.reviewRatingStatistics).toMatchObject({ count: 3, lowestRating: 4 });
    await second.catalogue.createReview(review);
    expect((await drill())?.reviewRatingStatistics).toEqual({
      averageRating: 3.5, highestRating: 5, lowestRating: 1, count: 4, ratingsDistribution: { '1': 1, '4': 2, '5': 1 },
    });
  });

  it('counts a review written by another process in the rating statistics on the next read', async () => {
    expect((await drill())?.reviewRatingStatistics?.count).toBe(3);
    await inEngineProcess(`
      const engine = embeddedCommerce({ file: ${JSON.stringify(join(dir, 'shop.sqlite'))} });
      await engine.catalogue.createReview(${JSON.stringify(review)});
      await engine.close();
    `);
    expect((await drill())?.reviewRatingStatistics).toMatchObject({ count: 4, lowestRating: 1, averageRating: 3.5 });
    expect((await first.catalogue.productById((await drill())!.id, SK))?.reviewRatingStatistics?.count).toBe(4);
  }, 60_000); // Starting a second Node process on the TypeScript sources takes seconds on a slow, shared machine.

  it('serves a product another engine changed, by its new SKU and price, and no longer by the old SKU', async () => {
    const before = (await drill())!;
    const stored = second.store.get<Product>(RESOURCE.product, before.id)!;
    const current = stored.masterData.current;
    const master = { ...current.masterVariant, sku: 'EX10099999', prices: [{ ...current.masterVariant.prices![0]!, value: { ...current.masterVariant.prices![0]!.value, centAmount: 29900 } }] };
    const changed: Product = { ...stored, version: stored.version + 1, masterData: { ...stored.masterData, current: { ...current, masterVariant: master } } };
    second.store.replace(RESOURCE.product, stored.version, changed, productLookups(changed));

    expect(await first.catalogue.productsBySkus([SKU], SK)).toEqual([]);
    const after = (await first.catalogue.productsBySkus(['EX10099999'], SK))[0];
    expect(after?.id).toBe(before.id);
    expect(after?.masterVariant.price?.value.centAmount).toBe(29900);
  });

  it('applies a product discount another engine created from the next read, and drops it once deactivated', async () => {
    expect((await drill())?.masterVariant.price?.discounted).toBeUndefined();
    const discount = {
      id: randomUUID(), version: 1, key: 'flash-sale', createdAt: AT, lastModifiedAt: AT, name: { en: 'Flash sale' },
      value: { type: 'relative', permyriad: 2000 }, predicate: `sku in ("${SKU}")`, sortOrder: '0.7', isActive: true, references: [],
    } as unknown as ProductDiscount;
    second.store.insert(RESOURCE.productDiscount, discount);
    // 349.00 − 20 % = 279.20.
    expect((await drill())?.masterVariant.price?.discounted?.value.centAmount).toBe(27920);
    const cart = await first.carts.create({ currency: 'EUR', country: 'SK', lineItems: [{ sku: SKU, quantity: 1 }] }, 'ex-sk');
    expect(cart.totalPrice.centAmount).toBe(27920);

    second.store.replace(RESOURCE.productDiscount, 1, { ...discount, version: 2, isActive: false });
    expect((await drill())?.masterVariant.price?.discounted).toBeUndefined();
  });

  it('serves a store another engine renamed', async () => {
    const stored = second.store.getByKey<Store>(RESOURCE.store, 'ex-sk')!;
    expect((await first.catalogue.stores({ keys: ['ex-sk'] }))[0]?.name).toEqual(stored.name);
    second.store.replace(RESOURCE.store, stored.version, { ...stored, version: stored.version + 1, name: { en: 'ProEquip SK' } });
    expect((await first.catalogue.stores({ keys: ['ex-sk'] }))[0]?.name).toEqual({ en: 'ProEquip SK' });
  });
});
