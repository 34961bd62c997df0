import { describe, expect, it } from '@jest/globals';
import { addableQuantity, addToCartAvailability, MAX_CART_QUANTITY_PER_PRODUCT, MAX_QUANTITY_MESSAGE } from './index.js';

describe('cart limits (spec 2 §9, spec 1 §8)', () => {
  it('caps a single product at 1000 in the cart and names the message', () => {
    expect(MAX_CART_QUANTITY_PER_PRODUCT).toBe(1000);
    expect(MAX_QUANTITY_MESSAGE).toBe('You have reached the maximum quantity');
  });
});

describe('addable quantity = min(1000 − in cart, stock − in cart), never below 0 (spec 2 §5)', () => {
  it.each([
    // stock, inCart, addable
    [50, 0, 50],
    [50, 20, 30],
    [5000, 0, 1000],
    [5000, 400, 600],
    [5000, 1000, 0],
    [1000, 999, 1],
    [10, 10, 0],
    [10, 15, 0], // stock fell below what is already in the cart
    [0, 0, 0],
    [-3, 0, 0],
    [7.9, 2, 5], // fractional stock counts whole units only
    [Number.NaN, 0, 0], // unknown stock is no stock
  ])('stock %d with %d in cart → %d', (stock, inCart, addable) => {
    expect(addableQuantity({ stock, inCart })).toBe(addable);
  });

  it('honours a cart maximum given by the caller', () => {
    expect(addableQuantity({ stock: 100, inCart: 3, maximum: 10 })).toBe(7);
  });
});

describe('selectable when addable > 0 or the SKU is virtual; otherwise out-of-stock (spec 2 §5)', () => {
  it.each([
    // sku, stock, inCart, addable, selectable
    ['EX10000001', 5, 0, 5, true],
    ['EX10000001', 5, 5, 0, false],
    ['EX10000001', 0, 0, 0, false],
    ['EX10000001', 5000, 1000, 0, false],
    ['4100010', 0, 0, 0, true], // extra guarantee: no stock, still selectable
    ['4100040', 0, 3, 0, true],
  ])('%s with stock %d and %d in cart → addable %d, selectable %s', (sku, stock, inCart, addable, selectable) => {
    expect(addToCartAvailability({ sku, stock, inCart })).toEqual({ addable, selectable });
  });
});
