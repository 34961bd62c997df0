import { describe, expect, it } from '@jest/globals';
import { isItemKind, ITEM_KINDS } from './item-kind.js';
import { isSpecialListingTag, SPECIAL_LISTING_TAGS } from './listing-tags.js';

describe('item kinds (spec 1 §3, spec 2 §3)', () => {
  it('lists exactly the four kinds', () => {
    expect(ITEM_KINDS).toEqual(['standard_product', 'extra_guarantee', 'accessory', 'product']);
  });
  it.each([
    ['standard_product', true], ['extra_guarantee', true], ['accessory', true], ['product', true],
    ['Product', false], ['guarantee', false], [undefined, false], [1, false],
  ])('isItemKind(%j) is %s', (value, expected) => {
    expect(isItemKind(value)).toBe(expected);
  });
});

describe('special listing tags (spec 1 §2)', () => {
  it('lists exactly new, bestseller, bware, on-sale, topRated', () => {
    expect(SPECIAL_LISTING_TAGS).toEqual(['new', 'bestseller', 'bware', 'on-sale', 'topRated']);
  });
  it.each([
    ['new', true], ['bestseller', true], ['bware', true], ['on-sale', true], ['topRated', true],
    ['toprated', false], ['sale', false], ['campaign:black_friday', false], [null, false],
  ])('isSpecialListingTag(%j) is %s', (value, expected) => {
    expect(isSpecialListingTag(value)).toBe(expected);
  });
});
