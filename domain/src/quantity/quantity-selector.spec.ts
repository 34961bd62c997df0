import { describe, expect, it } from '@jest/globals';
import { clampSelectedQuantity, type QuantitySelection } from './quantity-selector.js';

const ok = (quantity: number, decrementDisabled = false, incrementDisabled = false): QuantitySelection =>
  ({ quantity, decrementDisabled, incrementDisabled });

describe('quantity selector clamping (spec 1 §4, spec 2 §4)', () => {
  it.each([
    // a value of 1 or less, or not a number, becomes 1 and disables decrement
    [1, ok(1, true)],
    [0, ok(1, true)],
    [-4, ok(1, true)],
    [Number.NaN, ok(1, true)],
    ['abc', ok(1, true)],
    ['', ok(1, true)],
    [null, ok(1, true)],
    [undefined, ok(1, true)],
    [Number.NEGATIVE_INFINITY, ok(1, true)],
    [2, ok(2)],
    ['7', ok(7)],
    [' 12 ', ok(12)],
  ] as const)('with stock 50, %p → %j', (value, expected) => {
    expect(clampSelectedQuantity(value, { stock: 50 })).toEqual(expected);
  });

  it.each([
    // above stock (stock under the cart maximum): capped to stock, warning, increment disabled
    [51, 50, { quantity: 50, warning: 'stock', decrementDisabled: false, incrementDisabled: true }],
    [999, 50, { quantity: 50, warning: 'stock', decrementDisabled: false, incrementDisabled: true }],
    ['5000', 999, { quantity: 999, warning: 'stock', decrementDisabled: false, incrementDisabled: true }],
    // above the cart maximum: capped to it with a warning
    [1001, 5000, { quantity: 1000, warning: 'max', decrementDisabled: false, incrementDisabled: true }],
    [Number.POSITIVE_INFINITY, 5000, { quantity: 1000, warning: 'max', decrementDisabled: false, incrementDisabled: true }],
    // stock equal to the maximum is not "under" it: the cart maximum is the cap reported
    [1001, 1000, { quantity: 1000, warning: 'max', decrementDisabled: false, incrementDisabled: true }],
  ] as const)('%p with stock %d → %j', (value, stock, expected) => {
    expect(clampSelectedQuantity(value, { stock })).toEqual(expected);
  });

  it.each([
    // reading chosen: exactly at the cap is accepted silently, only increment is disabled
    [50, 50, ok(50, false, true)],
    [1000, 5000, ok(1000, false, true)],
    [49, 50, ok(49)],
  ])('exactly at the cap: %d with stock %d → %j', (value, stock, expected) => {
    expect(clampSelectedQuantity(value, { stock })).toEqual(expected);
  });

  it.each([
    // reading chosen: non-integers are floored
    [2.7, ok(2)],
    ['3.9', ok(3)],
    [1.5, ok(1, true)],
    [0.5, ok(1, true)],
    [50.5, ok(50, false, true)],
  ] as const)('non-integer %p is floored → %j', (value, expected) => {
    expect(clampSelectedQuantity(value, { stock: 50 })).toEqual(expected);
  });

  it.each([
    // reading chosen: the floor of 1 wins over a cap below 1
    [1, 1, ok(1, true, true)],
    [3, 1, { quantity: 1, warning: 'stock', decrementDisabled: true, incrementDisabled: true }],
    [1, 0, ok(1, true, true)],
    [4, 0, { quantity: 1, warning: 'stock', decrementDisabled: true, incrementDisabled: true }],
  ] as const)('tiny stock: %d with stock %d → %j', (value, stock, expected) => {
    expect(clampSelectedQuantity(value, { stock })).toEqual(expected);
  });

  it('applies only the cart maximum when there is no stock figure (virtual items)', () => {
    expect(clampSelectedQuantity(400)).toEqual(ok(400));
    expect(clampSelectedQuantity(1200)).toEqual({ quantity: 1000, warning: 'max', decrementDisabled: false, incrementDisabled: true });
  });

  it('takes a caller-given maximum, e.g. what is still addable', () => {
    expect(clampSelectedQuantity(30, { stock: 500, maximum: 20 })).toEqual({
      quantity: 20, warning: 'max', decrementDisabled: false, incrementDisabled: true,
    });
  });
});
