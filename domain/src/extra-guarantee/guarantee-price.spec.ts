import { describe, expect, it } from '@jest/globals';
import { money, moneyFromDecimal } from '../money/money.js';
import { extraGuaranteePrice, ratePercentToPermyriad } from './index.js';

describe('rate percent → permyriad without floats', () => {
  it.each([
    ['7.5', 750], [7.5, 750], ['10', 1000], [10, 1000], ['12.25', 1225], [' 5 ', 500], ['0.01', 1], ['0', 0], [0.1, 10],
  ] as const)('%p %% → %i permyriad', (rate, permyriad) => {
    expect(ratePercentToPermyriad(rate)).toBe(permyriad);
  });

  it.each(['7.125', '-5', 'abc', '', '7,5', '.5', 1e-7, Number.NaN])('refuses %p', (rate) => {
    expect(() => ratePercentToPermyriad(rate)).toThrow(RangeError);
  });
});

describe('guarantee price = product price × rate percent, to the cent (spec 2 §4)', () => {
  it.each([
    // product price, currency, rate, guarantee price
    ['1299.00', 'EUR', '7.5', '97.42'], // 97.425 → half to even 97.42
    ['1299.02', 'EUR', '7.5', '97.43'], // 97.4265
    ['249.90', 'EUR', '10', '24.99'],
    ['59.00', 'EUR', 12.5, '7.38'], // 7.375 → half to even 7.38
    ['0.01', 'EUR', '7.5', '0.00'],
    ['22099', 'HUF', '7.5', '1657.42'], // 1657.425 → 1657.42
    ['189990', 'HUF', '10', '18999.00'],
    ['375000', 'HUF', '12.25', '45937.50'],
    ['1399', 'CZK', '7.5', '104.92'], // 104.925 → 104.92
  ] as const)('%s %s at %p %% → %s', (price, currency, rate, expected) => {
    expect(extraGuaranteePrice(moneyFromDecimal(price, currency), rate)).toEqual(moneyFromDecimal(expected, currency));
  });

  it('can round half up where a caller needs it', () => {
    expect(extraGuaranteePrice(money(129900, 'EUR'), '7.5', 'HalfUp')).toEqual(money(9743, 'EUR'));
  });
});
