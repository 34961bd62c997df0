import { describe, expect, it } from '@jest/globals';
import type { ProductDraft } from '@commercetools/platform-sdk';
import { generateSeed } from './generate-seed.js';
import { MAX_COMPLEMENTARY_CATEGORIES } from './complementary-categories.js';
import { attributeOf, skuOf } from './seed-checks.fixture.js';

describe('complementaryCategories: where complementary products come from', () => {
  const seed = generateSeed();
  const parentOf = new Map(seed.categories.map((category) => [category.key, category.parent?.key]));
  const departmentOf = (key: string): string => {
    let current = key;
    for (let parent = parentOf.get(current); parent !== undefined; parent = parentOf.get(current)) current = parent;
    return current;
  };
  const referenced = (product: ProductDraft): string[] =>
    ((attributeOf(product, 'complementaryCategories') as { typeId: string; key: string }[] | undefined) ?? []).map((reference) => {
      expect(reference.typeId).toBe('category');
      return reference.key;
    });

  it('names one or two other categories of the same department on standard products only', () => {
    const withCategories = seed.products.filter((product) => referenced(product).length > 0);
    expect(withCategories.length).toBeGreaterThan(300);
    for (const product of withCategories) {
      expect(skuOf(product)).toMatch(/^EX10/);
      expect(product.productType.key).toBe('standard_product');
      const own = product.categories![0]!.key!;
      const keys = referenced(product);
      expect(keys.length).toBeLessThanOrEqual(MAX_COMPLEMENTARY_CATEGORIES);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        expect(key).not.toBe(own);
        expect(departmentOf(key)).toBe(departmentOf(own));
      }
    }
    const others = seed.products.filter((product) => !skuOf(product).startsWith('EX10') || product.productType.key !== 'standard_product');
    for (const product of others) expect(referenced(product)).toEqual([]);
  });

  it('is the same on every run', () => {
    const again = generateSeed();
    expect(again.products.map((product) => attributeOf(product, 'complementaryCategories')))
      .toEqual(seed.products.map((product) => attributeOf(product, 'complementaryCategories')));
  });
});
