import { describe, expect, it } from '@jest/globals';
import { classifySku, DEFAULT_VOLUME_DISCOUNT_GROUP } from '@shop/domain';
import { COUNTRY_SITE_LIST, LOCALE_CODES } from '@shop/markets';
import { buildSeed } from './build-seed.js';
import { attributeOf, allProblems, eanProblems, keyProblems, languageProblems, priceProblems, referenceProblems, skuOf, skuProblems, slugProblems } from './seed-checks.fixture.js';
import { SEED_LOAD_ORDER, type SeedData } from './seed-data.js';
import { TEST_VOCABULARY } from './test-vocabulary.fixture.js';

const seed = buildSeed(TEST_VOCABULARY);
const bySku = new Map(seed.products.map((p) => [skuOf(p), p]));
const product = (sku: string) => {
  const found = bySku.get(sku);
  if (!found) throw new Error(`no product ${sku}`);
  return found;
};

describe('buildSeed on the test vocabulary', () => {
  it('is deterministic: two runs give the same bytes', () => {
    expect(JSON.stringify(buildSeed(TEST_VOCABULARY))).toBe(JSON.stringify(seed));
  });

  it('keeps every invariant', () => {
    expect(skuProblems(seed)).toEqual([]);
    expect(languageProblems(seed)).toEqual([]);
    expect(slugProblems(seed)).toEqual([]);
    expect(priceProblems(seed)).toEqual([]);
    expect(eanProblems(seed)).toEqual([]);
    expect(referenceProblems(seed)).toEqual([]);
    expect(keyProblems(seed)).toEqual([]);
  });

  it('has every SeedData collection, in a load order that names each once', () => {
    expect([...SEED_LOAD_ORDER].sort()).toEqual(Object.keys(seed).sort());
  });

  it('makes standard, B-ware, set and accessory products, each B-ware a cheaper copy of a standard one', () => {
    const classes = seed.products.map((p) => classifySku(skuOf(p)));
    for (const kind of ['standard', 'bware', 'set', 'virtual'] as const) expect(classes).toContain(kind);
    expect(seed.products.some((p) => p.productType.key === 'accessory')).toBe(true);
    for (const bware of seed.products.filter((p) => classifySku(skuOf(p)) === 'bware')) {
      const original = product(`EX10${skuOf(bware).slice(4)}`);
      expect(attributeOf(bware, 'isBware')).toBe(true);
      expect(attributeOf(original, 'isBware')).toBe(false);
      expect(attributeOf(bware, 'family')).toBe(attributeOf(original, 'family'));
      expect(attributeOf(bware, 'tags')).toContain('bware');
      const price = (p: typeof bware) => p.masterVariant?.prices?.[0]?.value.centAmount ?? 0;
      expect(price(bware)).toBeLessThan(price(original));
    }
  });

  it('links accessories and the products they fit both ways', () => {
    const accessories = seed.products.filter((p) => p.productType.key === 'accessory');
    expect(accessories.length).toBeGreaterThan(0);
    for (const accessory of accessories) {
      const parents = attributeOf(accessory, 'parentProductsForAccessory') as string[];
      expect(parents.length).toBeGreaterThan(0);
      for (const parent of parents) expect(attributeOf(product(parent), 'relatedAccessories')).toContain(skuOf(accessory));
    }
  });

  it('takes freight and the volume-discount group from the product kind', () => {
    const freight = seed.products.filter((p) => attributeOf(p, 'isPackageTypeFreight') === true);
    expect(freight.length).toBeGreaterThan(0);
    const freightKinds = ['fixture-column-drill', 'fixture-table-saw'];
    // A set ships as freight when one of its parts does (the first set has a column drill in it).
    expect(freight.filter((p) => classifySku(skuOf(p)) !== 'set').every((p) => freightKinds.includes(String(attributeOf(p, 'family'))))).toBe(true);
    expect(attributeOf(product('EX18000001'), 'isPackageTypeFreight')).toBe(true);
    expect(attributeOf(product('EX10500002'), 'isPackageTypeFreight')).toBe(false);
    const groups = new Set(seed.products.filter((p) => skuOf(p).startsWith('EX')).map((p) => attributeOf(p, 'volumeDiscountGroup')));
    expect([...groups].sort()).toEqual(['consumables', DEFAULT_VOLUME_DISCOUNT_GROUP]);
  });

  it('enables every product on every language-country and draws its image locally', () => {
    for (const p of seed.products) {
      expect(attributeOf(p, 'enabledOnMarket')).toEqual([...LOCALE_CODES]);
      if (skuOf(p).startsWith('EX')) expect(p.masterVariant?.images).toEqual([{ url: `/media/products/${skuOf(p)}.svg`, dimensions: { w: 800, h: 800 }, label: p.name.en }]);
    }
  });

  it('writes names in each language from the vocabulary, not in English', () => {
    const drill = product('EX10000001');
    expect(drill.name.de).toMatch(/^Tischbohrmaschine /);
    expect(drill.name.bg).toMatch(/^Настолна бормашина /);
    expect(drill.slug.bg).toMatch(/^nastolna-bormashina-/);
    expect(drill.slug.el).toMatch(/^drapano-kolonas-/);
    expect(drill.description?.de).toMatch(/^Die Tischbohrmaschine /);
  });

  it('has one inventory entry per SKU, some out of stock', () => {
    expect(seed.inventory.map((e) => e.sku).sort()).toEqual(seed.products.map(skuOf).sort());
    expect(seed.inventory.every((e) => Number.isSafeInteger(e.quantityOnStock) && e.quantityOnStock >= 0)).toBe(true);
  });

  it('gives reviews in the markets’ locales with ratings 1-5, targeting products by key', () => {
    expect(seed.reviews.length).toBeGreaterThan(0);
    for (const review of seed.reviews) {
      expect(LOCALE_CODES).toContain(review.locale);
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.target).toEqual({ typeId: 'product', key: expect.stringMatching(/^EX\d{8}$/) });
      expect(review.custom?.fields?.reviewCreatedAt).toMatch(/^202[45]-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    }
  });

  it('discounts the on-sale products by SKU', () => {
    const onSale = seed.products.filter((p) => ((attributeOf(p, 'tags') ?? []) as string[]).includes('on-sale')).map(skuOf);
    const named = seed.productDiscounts.flatMap((d) => [...d.predicate.matchAll(/"(EX\d{8})"/g)].map((m) => m[1]));
    expect(named.sort()).toEqual(onSale.sort());
  });

  it('fails its checks on broken data (the checks can fail)', () => {
    const broken: SeedData = structuredClone(seed);
    const first = broken.products[0];
    if (!first?.masterVariant?.prices) throw new Error('no product');
    (first.masterVariant.prices as unknown[]).pop();
    (first.slug as Record<string, string>).de = 'x';
    (first.categories as { key: string }[])[0] = { key: 'nope', typeId: 'category' } as never;
    expect(allProblems(broken).length).toBeGreaterThanOrEqual(3);
    expect(priceProblems(broken).join()).toMatch(/EX10000001/);
    expect(referenceProblems(broken).join()).toMatch(/missing category "nope"/);
  });

  it('has 25 zones, channels and stores', () => {
    expect(seed.zones).toHaveLength(COUNTRY_SITE_LIST.length);
    expect(seed.channels).toHaveLength(COUNTRY_SITE_LIST.length);
    expect(seed.stores).toHaveLength(COUNTRY_SITE_LIST.length);
  });
});
