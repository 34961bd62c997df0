import { describe, expect, it } from '@jest/globals';
import { PRODUCT_TYPE_KEYS } from './payment-cart.js';

describe('line item kinds (spec 2 §3, "Item kinds")', () => {
  it('names the four product-type keys the rules know', () => {
    expect(PRODUCT_TYPE_KEYS).toEqual(['standard_product', 'extra_guarantee', 'accessory', 'product']);
  });
});
