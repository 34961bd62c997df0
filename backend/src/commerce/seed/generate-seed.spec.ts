import { describe, expect, it } from '@jest/globals';
import { classifySku, LANGUAGE_CODES, requireShippingFees } from '@shop/domain';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { generateSeed } from './generate-seed.js';
import { allProblems, attributeOf, skuOf } from './seed-checks.fixture.js';
import { seedImages } from './seed-images.js';
import { xmlProblems } from './xml-check.fixture.js';
import { VOCABULARY } from './vocabulary/index.js';

// The full-size seed, on the real vocabulary. (How long it takes is no test's business: it grows
// with the machine's load, and speed is measured by the benchmarks.)
const seed = generateSeed();
const catalogue = seed.products.filter((p) => skuOf(p).startsWith('EX'));

describe('generateSeed on the real vocabulary', () => {
  it('is deterministic: two runs give the same bytes', () => {
    expect(JSON.stringify(generateSeed(VOCABULARY))).toBe(JSON.stringify(seed));
  });

  it('keeps every invariant (SKUs, 21 languages, slugs, 25 prices, EANs, references, keys)', () => {
    expect(allProblems(seed)).toEqual([]);
  });

  it('has at least 500 catalogue products of every kind', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(500);
    const count = (predicate: (p: (typeof catalogue)[number]) => boolean) => catalogue.filter(predicate).length;
    expect(count((p) => classifySku(skuOf(p)) === 'standard' && p.productType.key === 'standard_product')).toBeGreaterThanOrEqual(400);
    expect(count((p) => classifySku(skuOf(p)) === 'bware')).toBeGreaterThanOrEqual(30);
    expect(count((p) => classifySku(skuOf(p)) === 'set')).toBeGreaterThanOrEqual(30);
    expect(count((p) => p.productType.key === 'accessory')).toBeGreaterThanOrEqual(100);
    expect(count((p) => attributeOf(p, 'isPackageTypeFreight') === true)).toBeGreaterThanOrEqual(30);
  });

  it('builds the ten departments down to level 3', () => {
    const parentOf = new Map(seed.categories.map((c) => [c.key, c.parent?.key]));
    const depth = (key: string | undefined): number => (key === undefined ? 0 : 1 + depth(parentOf.get(key)));
    expect(seed.categories.filter((c) => c.parent === undefined)).toHaveLength(10);
    expect(Math.max(...seed.categories.map((c) => depth(c.key)))).toBe(3);
    const leaves = new Set(catalogue.flatMap((p) => (p.categories ?? []).map((c) => c.key)));
    for (const leaf of leaves) expect(depth(leaf)).toBe(3);
  });

  it('writes names in every language from the vocabulary, not as English copies', () => {
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const same = catalogue.filter((p) => p.name[language] === p.name.en).length;
      expect({ language, share: same / catalogue.length < 0.1 }).toEqual({ language, share: true });
    }
  });

  it('has the four extra guarantees, 4100010 to 4100040', () => {
    const guarantees = seed.products.filter((p) => p.productType.key === 'extra_guarantee');
    expect(guarantees.map(skuOf)).toEqual(['4100010', '4100020', '4100030', '4100040']);
    for (const guarantee of guarantees) expect(Number(attributeOf(guarantee, 'ratePercent'))).toBeGreaterThan(0);
  });

  it('leaves one brand, covered by its maker alone, out of every guarantee (a line of it is offered none)', () => {
    const guarantees = seed.products.filter((p) => p.productType.key === 'extra_guarantee');
    const excludedEverywhere = ['Dravik Instruments'];
    for (const guarantee of guarantees) expect(attributeOf(guarantee, 'excludedBrands')).toEqual(expect.arrayContaining(excludedEverywhere));
    expect(catalogue.filter((p) => attributeOf(p, 'brand') === 'Dravik Instruments').length).toBeGreaterThan(0);
  });

  it('has 25 stores keyed by markets and domain’s shipping rates', () => {
    expect(seed.stores.map((s) => s.key)).toEqual(COUNTRY_SITE_LIST.map((s) => s.storeKey));
    const parcel = seed.shippingMethods.find((m) => m.key === 'parcel');
    for (const site of COUNTRY_SITE_LIST) {
      const rate = parcel?.zoneRates.find((z) => z.zone.key === `zone-${site.code.toLowerCase()}`)?.shippingRates[0];
      expect(rate?.freeAbove?.centAmount).toBe(requireShippingFees(site.code, site.currency).freeShippingThreshold.centAmount);
    }
  });

  it('has the three demo coupons and the volume discounts of every group', () => {
    expect(seed.discountCodes.map((c) => c.code)).toEqual(['WELCOME10', 'SUMMER2025', 'BIG50']);
    const groups = new Set(catalogue.map((p) => attributeOf(p, 'volumeDiscountGroup')));
    for (const group of groups) {
      expect(seed.cartDiscounts.filter((d) => d.custom?.fields?.volumeDiscountGroup === group)).toHaveLength(3);
    }
  });

  it('stocks most products, some low, some out of stock', () => {
    const quantities = seed.inventory.filter((e) => e.sku.startsWith('EX')).map((e) => e.quantityOnStock);
    const share = (test: (q: number) => boolean) => quantities.filter(test).length / quantities.length;
    expect(share((q) => q === 0)).toBeGreaterThan(0.03);
    expect(share((q) => q > 0 && q <= 5)).toBeGreaterThan(0.05);
    expect(share((q) => q > 5)).toBeGreaterThan(0.6);
  });

  it('has reviews, at most eight per product', () => {
    expect(seed.reviews.length).toBeGreaterThan(catalogue.length);
    const perProduct = new Map<string, number>();
    for (const review of seed.reviews) perProduct.set(String(review.target?.key), (perProduct.get(String(review.target?.key)) ?? 0) + 1);
    expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(8);
  });

  it('draws a well-formed picture for every catalogue product', () => {
    const images = seedImages(seed.products);
    expect(images).toHaveLength(catalogue.length);
    for (const image of images) expect(xmlProblems(image.svg)).toEqual([]);
  });
});
