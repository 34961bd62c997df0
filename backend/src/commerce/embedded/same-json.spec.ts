import { describe, expect, it } from '@jest/globals';
import { sameJson } from './same-json.js';

describe('sameJson: the same JSON data', () => {
  it('ignores key order and treats an undefined value as an absent key, as JSON does', () => {
    expect(sameJson({ a: 1, b: { c: [1, 'x'] } }, { b: { c: [1, 'x'] }, a: 1 })).toBe(true);
    expect(sameJson({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, gone: undefined })).toBe(true);
  });

  it('tells apart any different value, missing or extra key, array length or order', () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameJson({ a: null }, { a: undefined })).toBe(false);
    expect(sameJson({ a: null }, {})).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ 0: 'a' }, ['a'])).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
    expect(sameJson({ a: { b: [{ c: 1 }] } }, { a: { b: [{ c: 2 }] } })).toBe(false);
  });

  it('agrees with comparing JSON texts when the key order is the same', () => {
    const cart = { id: 'c', lineItems: [{ id: 'l', quantity: 3, price: { centAmount: 999 } }], totalPrice: { centAmount: 2997 } };
    const copy = JSON.parse(JSON.stringify(cart)) as typeof cart;
    expect(sameJson(cart, copy)).toBe(true);
    const changed = { ...copy, lineItems: [{ ...copy.lineItems[0]!, quantity: 4 }] };
    expect(sameJson(cart, changed)).toBe(JSON.stringify(cart) === JSON.stringify(changed));
  });
});
