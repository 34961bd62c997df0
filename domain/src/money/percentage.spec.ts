import { describe, expect, it } from '@jest/globals';
import { money } from './money.js';
import { discountFromStandard, percentageOfPermyriad, permyriadToPercent } from './percentage.js';
import { divideRounded } from './rounding.js';

describe('percentages from permyriad (spec 2 §3: relative value = permyriad / 100)', () => {
  it.each([[500, 5], [1000, 10], [1500, 15], [1, 0.01]])('%i permyriad is %d %%', (permyriad, percent) => {
    expect(permyriadToPercent(permyriad)).toBe(percent);
  });

  it('takes the volume-discount tiers of a price to the cent', () => {
    expect(percentageOfPermyriad(money(10000, 'EUR'), 500).centAmount).toBe(500);
    expect(percentageOfPermyriad(money(12345, 'EUR'), 1000).centAmount).toBe(1234); // 1234.5 → half-even 1234
  });

  it('rounds half to even by default, like commercetools, and honours other modes', () => {
    // 12345 * 10 % = 1234.5 cents
    expect(divideRounded(12345 * 1000, 10_000)).toBe(1234);
    expect(divideRounded(12355 * 1000, 10_000)).toBe(1236);
    expect(divideRounded(12345 * 1000, 10_000, 'HalfUp')).toBe(1235);
    expect(divideRounded(12355 * 1000, 10_000, 'HalfDown')).toBe(1235);
    expect(divideRounded(-12345 * 1000, 10_000, 'HalfUp')).toBe(-1235);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(8, 3)).toBe(3);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => percentageOfPermyriad(money(100, 'EUR'), 1.5)).toThrow(RangeError);
  });

  it('stays exact where a float product would not be', () => {
    // 9007199254740 cents * 1500 exceeds 2^53; BigInt keeps it exact.
    expect(percentageOfPermyriad(money(9_007_199_254_740, 'EUR'), 1500).centAmount).toBe(1_351_079_888_211);
  });
});

describe('discount shown = standard price - price when the standard price is greater (spec 1 §3)', () => {
  it('returns the difference when the standard price is greater', () => {
    expect(discountFromStandard(money(12900, 'EUR'), money(9900, 'EUR'))).toEqual(money(3000, 'EUR'));
  });
  it.each([[9900, 9900], [9900, 12900]])('shows no discount for standard %i and price %i', (standard, price) => {
    expect(discountFromStandard(money(standard, 'EUR'), money(price, 'EUR'))).toBeUndefined();
  });
});
