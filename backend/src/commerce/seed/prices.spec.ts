import { describe, expect, it } from '@jest/globals';
import { LOW_STOCK_BOUNDARIES, priceBand, type LowStockCurrency } from '@shop/domain';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { convertFromEur, localPrice, marketCurrency, MARKET_CURRENCIES, marketPrices, nicePrice, roundAmount } from './prices.js';

describe('prices', () => {
  it('converts with the rates domain’s low-stock boundaries hold (1000 EUR lands on each high boundary)', () => {
    for (const currency of MARKET_CURRENCIES) {
      expect(convertFromEur(100_000, currency)).toBe(LOW_STOCK_BOUNDARIES[currency].high.centAmount);
      expect(convertFromEur(25_000, currency)).toBe(LOW_STOCK_BOUNDARIES[currency].low.centAmount);
    }
  });

  it.each([
    [3742, 'EUR', 3690],
    [990, 'EUR', 990],
    [1049, 'EUR', 990],
    [12, 'EUR', 90],
    [43712, 'EUR', 43900],
    [441_234, 'CZK', 440_900],
    [5_996_200, 'HUF', 5_999_000],
  ] as const)('rounds %i %s to the shelf price %i', (cents, currency, expected) => {
    expect(nicePrice(cents, currency)).toBe(expected);
  });

  it.each([
    [4350, 'GBP', 4400],
    [1_180_000, 'CZK', 1_200_000],
    [18_750_000, 'HUF', 19_000_000],
    [5000, 'EUR', 5000],
  ] as const)('rounds %i %s to two significant digits: %i', (cents, currency, expected) => {
    expect(roundAmount(cents, currency)).toBe(expected);
  });

  it('keeps a product in the same price band in every currency', () => {
    for (const eur of [4990, 39_900, 149_000]) {
      const bands = new Set(MARKET_CURRENCIES.map((c: LowStockCurrency) => priceBand({ centAmount: localPrice(eur, c), currencyCode: c, fractionDigits: 2 })));
      expect(bands.size).toBe(1);
    }
  });

  it('gives one price per market in the market’s currency', () => {
    const prices = marketPrices(34_900);
    expect(prices.map((p) => p.country)).toEqual(COUNTRY_SITE_LIST.map((s) => s.code));
    for (const site of COUNTRY_SITE_LIST) {
      const price = prices.find((p) => p.country === site.code);
      expect(price?.value.currencyCode).toBe(site.currency);
      expect(price?.key).toBe(`price-${site.code.toLowerCase()}`);
    }
    expect(prices.find((p) => p.country === 'SK')?.value.centAmount).toBe(34_900);
  });

  it('has no rate for USD, which no market sells in', () => {
    expect(MARKET_CURRENCIES).not.toContain('USD');
    expect(() => marketCurrency('USD')).toThrow(RangeError);
  });
});
