import { describe, expect, it } from '@jest/globals';
import { isProductSlug } from './product-slug.js';

describe('product slugs end in 8 digits (spec 1 §2)', () => {
  it.each([
    ['drill-press-dp-16-10012345', true], ['10012345', true], ['a-00000000', true],
    ['drill-1001234', false], ['drill-123456789', false], ['drill10012345', false], ['sizes-2024', false],
    ['10012345-drill', false], ['', false],
  ])('%j: %s', (slug, product) => {
    expect(isProductSlug(slug)).toBe(product);
  });
});
