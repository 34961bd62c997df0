import { beforeEach, describe, expect, it } from '@jest/globals';
import type { CartDiscount, Category, DiscountCode, Product, ShippingMethod, TaxCategory } from '@commercetools/platform-sdk';
import { openDatabase } from '../store/database.js';
import { DocumentStore } from '../store/document-store.js';
import { importSeed } from './import-seed.js';
import { MINI_SEED } from './mini-seed.fixture.js';
import { RESOURCE } from './resource-types.js';

describe('importSeed: seed drafts become commercetools resources', () => {
  let store: DocumentStore;
  beforeEach(() => {
    store = new DocumentStore(openDatabase(':memory:'));
    importSeed(store, MINI_SEED, '2026-01-01T00:00:00.000Z');
  });

  const byKey = <T>(type: string, key: string) => store.getByKey(type, key) as unknown as T;

  it('resolves key references to ids and leaves no key reference behind', () => {
    const product = byKey<Product>(RESOURCE.product, 'bench-drill-dp16');
    const drills = byKey<Category>(RESOURCE.category, 'workshop-drills');
    expect(product.masterData.current.categories).toEqual([{ typeId: 'category', id: drills.id }]);
    expect(product.taxCategory).toEqual({ typeId: 'tax-category', id: byKey<TaxCategory>(RESOURCE.taxCategory, 'standard').id });
    expect(JSON.stringify(product)).not.toMatch(/"key":"(standard|workshop-drills|standard_product)"/);
  });

  it('gives categories their ancestors from the root down', () => {
    const workshop = byKey<Category>(RESOURCE.category, 'workshop');
    const power = byKey<Category>(RESOURCE.category, 'workshop-power-tools');
    const drills = byKey<Category>(RESOURCE.category, 'workshop-drills');
    expect(workshop.ancestors).toEqual([]);
    expect(drills.parent).toEqual({ typeId: 'category', id: power.id });
    expect(drills.ancestors.map((a) => a.id)).toEqual([workshop.id, power.id]);
    expect(workshop.orderHint).toBe('0.1');
    expect(drills.orderHint).toMatch(/^0\.\d+$/);
  });

  it('numbers variants from 1, stores money with fractionDigits and keeps the publish flag', () => {
    const bware = byKey<Product>(RESOURCE.product, 'bench-drill-dp16-bware');
    expect(bware.masterData.published).toBe(false);
    expect(bware.masterData.current.masterVariant.id).toBe(1);
    expect(bware.masterData.current.variants.map((v) => v.id)).toEqual([2]);
    expect(bware.masterData.current.masterVariant.prices?.[0]?.value).toEqual({
      type: 'centPrecision', centAmount: 29900, currencyCode: 'EUR', fractionDigits: 2,
    });
    expect(bware.masterData.current.masterVariant.prices?.[0]?.id).toEqual(expect.any(String));
    const parcel = byKey<ShippingMethod>(RESOURCE.shippingMethod, 'parcel');
    expect(parcel.zoneRates[0]?.shippingRates[0]?.freeAbove).toEqual({ type: 'centPrecision', centAmount: 5900, currencyCode: 'EUR', fractionDigits: 2 });
    const big50 = byKey<CartDiscount>(RESOURCE.cartDiscount, 'big50');
    expect(big50.value).toEqual({ type: 'absolute', money: [{ type: 'centPrecision', centAmount: 5000, currencyCode: 'EUR', fractionDigits: 2 }] });
  });

  it('indexes products by every variant SKU, slug per language, category and family', () => {
    const product = byKey<Product>(RESOURCE.product, 'bench-drill-dp16-bware');
    expect(store.findIds(RESOURCE.product, 'sku', 'EX20012346')).toEqual([product.id]);
    expect(store.findIds(RESOURCE.product, 'slug.de', 'bench-drill-dp-16-10012345 (de)')).toHaveLength(1);
    expect(store.findIds(RESOURCE.product, 'family', 'bench-drill')).toHaveLength(1);
    const drills = byKey<Category>(RESOURCE.category, 'workshop-drills');
    expect(store.findIds(RESOURCE.product, 'category', drills.id)).toHaveLength(2);
    const code = store.find<DiscountCode & { key?: string }>(RESOURCE.discountCode, 'code', 'BIG50')[0];
    expect(code?.cartDiscounts[0]?.id).toBe(byKey<CartDiscount>(RESOURCE.cartDiscount, 'big50').id);
    expect(store.findIds(RESOURCE.cartDiscount, 'group', 'volume_discount_default')).toHaveLength(1);
  });

  it('computes rating statistics from the reviews', () => {
    expect(byKey<Product>(RESOURCE.product, 'bench-drill-dp16').reviewRatingStatistics).toEqual({
      averageRating: 4.33333, highestRating: 5, lowestRating: 4, count: 3, ratingsDistribution: { '4': 2, '5': 1 },
    });
    expect(byKey<Product>(RESOURCE.product, 'bench-drill-dp16-bware').reviewRatingStatistics).toBeUndefined();
  });

  it('loads nothing when a reference does not resolve', () => {
    const empty = new DocumentStore(openDatabase(':memory:'));
    const broken = { ...MINI_SEED, products: [{ ...MINI_SEED.products[0]!, productType: { typeId: 'product-type' as const, key: 'nope' } }] };
    expect(() => importSeed(empty, broken)).toThrow("seed references product-type 'nope'");
    expect(empty.count(RESOURCE.category)).toBe(0);
    expect(empty.count(RESOURCE.type)).toBe(0);
  });
});
