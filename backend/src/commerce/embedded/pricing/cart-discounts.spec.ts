import { describe, expect, it } from '@jest/globals';
import { appliesInStore, compareSortOrderDescending, validateCartDiscount } from './cart-discounts.js';
import { centsOf, roundingModeOf } from './cent-money.js';
import { inMemoryPricingCatalogue } from './pricing-catalogue.js';
import { isPricingError, PricingError } from './pricing-error.js';
import { cents, DRILL } from './pricing.fixture.js';

describe('sortOrder', () => {
  it('orders by decimal value, highest first, without floats', () => {
    const orders = ['0.1', '0.9', '0.10', '0.53', '0.0999999999999999999', '0.91', '0.900'];
    expect([...orders].sort(compareSortOrderDescending)).toEqual(['0.91', '0.9', '0.900', '0.53', '0.1', '0.10', '0.0999999999999999999']);
  });
});

describe('validating a cart discount at creation', () => {
  const relative = { type: 'relative' as const, permyriad: 500 };

  it('accepts the supported targets and values', () => {
    expect(() => validateCartDiscount({ cartPredicate: '1 = 1', target: { type: 'lineItems', predicate: 'quantity >= 3' }, value: relative })).not.toThrow();
    expect(() => validateCartDiscount({ cartPredicate: 'totalPrice >= "500.00 EUR"', target: { type: 'shipping' }, value: { type: 'fixed', money: [cents(0, 'EUR')] } })).not.toThrow();
  });

  it.each([
    [{ cartPredicate: 'weight > 1', target: { type: 'lineItems' as const, predicate: '1 = 1' }, value: relative }, /unsupported cart field 'weight'/],
    [{ cartPredicate: '1 = 1', target: { type: 'lineItems' as const, predicate: 'quantity >=' }, value: relative }, /Malformed predicate "quantity >="/],
    [{ cartPredicate: '1 = 1', target: { type: 'totalPrice' as const }, value: relative }, /target 'totalPrice' and value 'relative' are not supported/],
    [{ cartPredicate: '1 = 1', value: { type: 'giftLineItem' as const, product: { typeId: 'product' as const, id: 'p' }, variantId: 1 } }, /target 'none'/],
  ])('refuses %j with InvalidInput', (discount, message) => {
    expect(() => validateCartDiscount(discount)).toThrow(message);
    expect(() => validateCartDiscount(discount)).toThrow(expect.objectContaining({ code: 'InvalidInput' }) as unknown as Error);
  });

  it('scopes by store: empty means every store', () => {
    expect(appliesInStore([], undefined)).toBe(true);
    expect(appliesInStore(undefined, 'ex-sk')).toBe(true);
    expect(appliesInStore([{ key: 'ex-sk' }], 'ex-sk')).toBe(true);
    expect(appliesInStore([{ key: 'ex-sk' }], 'ex-de')).toBe(false);
    expect(appliesInStore([{ key: 'ex-sk' }], undefined)).toBe(false);
  });
});

describe('money and errors', () => {
  const EUR = { currencyCode: 'EUR', fractionDigits: 2 };

  it('reads high-precision and draft money in the cart\'s cents', () => {
    expect(centsOf({ type: 'highPrecision', centAmount: 5000, preciseAmount: 49995, fractionDigits: 3, currencyCode: 'EUR' }, EUR, 'HalfEven')).toBe(5000);
    expect(centsOf({ type: 'highPrecision', centAmount: 5000, preciseAmount: 49985, fractionDigits: 3, currencyCode: 'EUR' }, EUR, 'HalfEven')).toBe(4998);
    expect(centsOf({ centAmount: 195, currencyCode: 'EUR' }, EUR, 'HalfEven')).toBe(195);
    expect(() => centsOf(cents(195, 'CHF'), EUR, 'HalfEven')).toThrow(PricingError);
  });

  it('knows commercetools\' three rounding modes and defaults to HalfEven', () => {
    expect([roundingModeOf('HalfUp'), roundingModeOf('HalfDown'), roundingModeOf('HalfEven'), roundingModeOf(undefined), roundingModeOf('Other')])
      .toEqual(['HalfUp', 'HalfDown', 'HalfEven', 'HalfEven', 'HalfEven']);
  });

  it('tells pricing errors apart', () => {
    expect(isPricingError(new PricingError('InvalidOperation', 'x'))).toBe(true);
    expect(isPricingError(new Error('x'))).toBe(false);
  });

  it('finds variants beyond the master variant in the in-memory catalogue, and an empty catalogue is empty', () => {
    const product = { ...DRILL, variants: [{ ...DRILL.masterVariant, id: 2, sku: 'EX10000009' }] };
    const catalogue = inMemoryPricingCatalogue({ products: [product] });
    expect(catalogue.variant('drill', 2)?.variant.sku).toBe('EX10000009');
    expect(catalogue.variant('drill', 3)).toBeUndefined();
    expect(catalogue.variant('nope', 1)).toBeUndefined();
    const empty = inMemoryPricingCatalogue({});
    expect([empty.shippingMethods(), empty.zones(), empty.cartDiscounts(), empty.discountCode('x'), empty.productTypeKey?.('x')])
      .toEqual([[], [], [], undefined, undefined]);
  });
});
