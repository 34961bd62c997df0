import { describe, expect, it } from '@jest/globals';
import { COMPLEMENTARY_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from './product-list-limits.js';

describe('product list limits (spec 1 §9, spec 2 §9)', () => {
  it('shows at most 8 related and 4 complementary products', () => {
    expect(RELATED_PRODUCTS_LIMIT).toBe(8);
    expect(COMPLEMENTARY_PRODUCTS_LIMIT).toBe(4);
  });
});
