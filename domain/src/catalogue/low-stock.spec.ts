import { describe, expect, it } from '@jest/globals';
import { CURRENCY_CODES } from '../market/codes.js';
import { money, moneyFromDecimal } from '../money/money.js';
import { LOW_STOCK_BOUNDARIES, lowStockBoundariesFor, type LowStockCurrency } from './low-stock-boundaries.js';
import { isLowStock, LOW_STOCK_QUANTITY, lowStockQuantityFor } from './low-stock.js';
import { priceBand } from './price-band.js';

// spec 1 §9 and spec 2 §9, as written there.
const SPEC_BOUNDARIES: readonly [LowStockCurrency, string, string, number, number][] = [
  ['EUR', '1000', '250', 100000, 25000],
  ['GBP', '870', '217.5', 87000, 21750],
  ['DKK', '7450', '1862.5', 745000, 186250],
  ['SEK', '11200', '2800', 1120000, 280000],
  ['NOK', '11700', '2925', 1170000, 292500],
  ['CHF', '980', '245', 98000, 24500],
  ['CZK', '23600', '5900', 2360000, 590000],
  ['PLN', '4550', '1137.5', 455000, 113750],
  ['HUF', '375000', '93750', 37500000, 9375000],
  ['RON', '4940', '1235', 494000, 123500],
  ['BGN', '1950', '487.5', 195000, 48750],
];

describe('low-stock boundaries per currency (spec 1 §9)', () => {
  it.each(SPEC_BOUNDARIES)('%s: high %s, low %s', (currency, high, low, highCents, lowCents) => {
    expect(LOW_STOCK_BOUNDARIES[currency]).toEqual({
      high: moneyFromDecimal(high, currency),
      low: moneyFromDecimal(low, currency),
    });
    expect(LOW_STOCK_BOUNDARIES[currency].high.centAmount).toBe(highCents);
    expect(LOW_STOCK_BOUNDARIES[currency].low.centAmount).toBe(lowCents);
  });

  it('covers every currency except USD, which the spec leaves out', () => {
    expect(Object.keys(LOW_STOCK_BOUNDARIES).sort()).toEqual(CURRENCY_CODES.filter((c) => c !== 'USD').sort());
    expect(lowStockBoundariesFor('USD')).toBeUndefined();
    expect(lowStockBoundariesFor('GBP')).toBe(LOW_STOCK_BOUNDARIES.GBP);
  });
});

describe('price band: high at or above high, low below low, medium between (our reading of spec 1 §9)', () => {
  it.each(SPEC_BOUNDARIES)('%s bands around %s and %s', (currency, _high, _low, highCents, lowCents) => {
    expect(priceBand(money(highCents + 1, currency))).toBe('high');
    expect(priceBand(money(highCents, currency))).toBe('high');
    expect(priceBand(money(highCents - 1, currency))).toBe('medium');
    expect(priceBand(money(lowCents, currency))).toBe('medium');
    expect(priceBand(money(lowCents - 1, currency))).toBe('low');
    expect(priceBand(money(0, currency))).toBe('low');
  });

  it('has no band for USD', () => {
    expect(priceBand(money(100000, 'USD'))).toBeUndefined();
  });
});

describe('low stock: quantity at or under the band limit (our choice: high 2, medium 5, low 10)', () => {
  it('pins the per-band quantities', () => {
    expect(LOW_STOCK_QUANTITY).toEqual({ high: 2, medium: 5, low: 10 });
  });

  it.each(SPEC_BOUNDARIES)('%s: limits at the boundaries', (currency, _high, _low, highCents, lowCents) => {
    expect(lowStockQuantityFor(money(highCents, currency))).toBe(2);
    expect(lowStockQuantityFor(money(highCents - 1, currency))).toBe(5);
    expect(lowStockQuantityFor(money(lowCents, currency))).toBe(5);
    expect(lowStockQuantityFor(money(lowCents - 1, currency))).toBe(10);
  });

  it.each([
    // [cents, available, low stock?] in EUR
    [100000, 1, true], [100000, 2, true], [100000, 3, false],
    [99999, 5, true], [99999, 6, false], [25000, 5, true], [25000, 6, false],
    [24999, 10, true], [24999, 11, false], [195, 1, true],
    // Nothing in stock is "out of stock", not low stock.
    [100000, 0, false], [24999, 0, false], [24999, -1, false],
  ])('EUR %i cents with %i available: %s', (cents, available, expected) => {
    expect(isLowStock(money(cents, 'EUR'), available)).toBe(expected);
  });

  it('never claims low stock for USD and refuses a fractional quantity', () => {
    expect(lowStockQuantityFor(money(100, 'USD'))).toBeUndefined();
    expect(isLowStock(money(100, 'USD'), 1)).toBe(false);
    expect(() => isLowStock(money(100, 'EUR'), 1.5)).toThrow(RangeError);
    expect(() => isLowStock(money(100, 'EUR'), Number.NaN)).toThrow(RangeError);
  });
});
