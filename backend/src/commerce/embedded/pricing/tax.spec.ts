import { describe, expect, it } from '@jest/globals';
import type { TaxCategory, TaxRate } from '@commercetools/platform-sdk';
import { grossFromNet, netFromGross, rateFraction, sumTaxedPrices, taxItem, taxRateForAddress } from './tax.js';

const EUR = { currencyCode: 'EUR', fractionDigits: 2 };
const money = (centAmount: number) => ({ type: 'centPrecision' as const, centAmount, currencyCode: 'EUR', fractionDigits: 2 });

describe('rates as exact fractions', () => {
  it.each([
    [0.23, 23, 100], [0.081, 81, 1000], [0.2, 2, 10], [0, 0, 1], [1, 1, 1], [0.055, 55, 1000], [1e-7, 1, 10_000_000],
  ])('%d is %i / %i', (rate, numerator, denominator) => {
    expect(rateFraction(rate)).toEqual({ numerator, denominator });
  });

  it('refuses negative or non-finite rates', () => {
    expect(() => rateFraction(-0.1)).toThrow(RangeError);
    expect(() => rateFraction(Number.NaN)).toThrow(RangeError);
  });

  it('converts without float error and rounds half to even', () => {
    // 0.1 + 0.2 style errors cannot occur: 1081 / 1.081 is exactly 1000
    expect(netFromGross(1081, rateFraction(0.081), 'HalfEven')).toBe(1000);
    expect(netFromGross(195, rateFraction(0.2), 'HalfEven')).toBe(162); // 162.5 → 162
    expect(netFromGross(189, rateFraction(0.2), 'HalfEven')).toBe(158); // 157.5 → 158
    expect(netFromGross(195, rateFraction(0.2), 'HalfUp')).toBe(163);
    expect(grossFromNet(108 * 3, rateFraction(0.19), 'HalfEven')).toBe(386); // 385.56
    expect(() => netFromGross(Number.MAX_SAFE_INTEGER, rateFraction(0.19), 'HalfEven')).toThrow(/too large/);
  });
});

describe('the rate for an address', () => {
  const category: TaxCategory = {
    id: 'c', version: 1, createdAt: '', lastModifiedAt: '', name: 'c',
    rates: [
      { name: 'US', amount: 0.05, includedInPrice: false, country: 'US' },
      { name: 'US-NY', amount: 0.08875, includedInPrice: false, country: 'US', state: 'NY' },
      { name: 'DE', amount: 0.19, includedInPrice: true, country: 'DE' },
    ],
  };

  it('prefers the state rate, falls back to the country rate, and has none for other countries', () => {
    expect(taxRateForAddress(category, 'US', 'NY')?.name).toBe('US-NY');
    expect(taxRateForAddress(category, 'US', 'CA')?.name).toBe('US');
    expect(taxRateForAddress(category, 'US')?.name).toBe('US');
    expect(taxRateForAddress(category, 'DE')?.name).toBe('DE');
    expect(taxRateForAddress(category, 'FR')).toBeUndefined();
  });
});

describe('taxed items and their sum', () => {
  const rate = (fields: Partial<TaxRate>): TaxRate => ({ name: 'r', amount: 0.19, includedInPrice: true, country: 'DE', ...fields });

  it('splits the tax over sub-rates; the last sub-rate takes what is left', () => {
    const item = taxItem({
      total: 10000, units: [], currency: EUR, roundingMode: 'HalfEven', calculationMode: 'LineItemLevel',
      rate: rate({ amount: 0.15, includedInPrice: false, subRates: [{ name: 'federal', amount: 0.05 }, { name: 'state', amount: 0.1 }] }),
    });
    // gross 10000 × 1.15 = 11500; federal 10000 × 0.05 = 500; state 1500 − 500 = 1000
    expect(item.totalGross).toEqual(money(11500));
    expect(item.taxPortions).toEqual([
      { name: 'federal', rate: 0.05, amount: money(500) },
      { name: 'state', rate: 0.1, amount: money(1000) },
    ]);
  });

  it('accumulates portions with the same name and rate, keeps different ones apart', () => {
    const item = (net: number, gross: number, portions: [string | undefined, number, number][]) => ({
      totalNet: money(net), totalGross: money(gross),
      taxPortions: portions.map(([name, r, amount]) => ({ ...(name !== undefined ? { name } : {}), rate: r, amount: money(amount) })),
    });
    const sum = sumTaxedPrices([
      item(1000, 1190, [['DE 19%', 0.19, 190]]),
      item(1000, 1070, [['DE 7%', 0.07, 70]]),
      item(100, 119, [['DE 19%', 0.19, 19]]),
      item(100, 100, [[undefined, 0, 0]]),
    ], EUR);
    expect(sum).toEqual({
      totalNet: money(2200), totalGross: money(2479), totalTax: money(279),
      taxPortions: [
        { name: 'DE 19%', rate: 0.19, amount: money(209) },
        { name: 'DE 7%', rate: 0.07, amount: money(70) },
        { rate: 0, amount: money(0) },
      ],
    });
  });

  it('accumulates a portion without a name with one named \'\', and a rate of -0 with 0, the first keeping its name', () => {
    const item = (portions: [string | undefined, number, number][]) => ({
      totalNet: money(0), totalGross: money(0),
      taxPortions: portions.map(([name, r, amount]) => ({ ...(name !== undefined ? { name } : {}), rate: r, amount: money(amount) })),
    });
    const sum = sumTaxedPrices([item([[undefined, 0, 1], ['', -0, 2]]), item([['', 0, 4], ['x', 0, 8]])], EUR);
    expect(sum.taxPortions).toEqual([{ rate: 0, amount: money(7) }, { name: 'x', rate: 0, amount: money(8) }]);
  });
});
