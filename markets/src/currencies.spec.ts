import { describe, it, expect } from '@jest/globals';
import { CURRENCY_CODES, FRACTION_DIGITS } from '@shop/domain';
import { CURRENCIES, currencyFor } from './currencies.js';

describe('currencies', () => {
  it('has one entry per currency code, keyed by its own code', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual([...CURRENCY_CODES].sort());
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].code).toBe(code);
  });

  it("takes the fraction digits from domain's money rules", () => {
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].fractionDigits).toBe(FRACTION_DIGITS[code]);
  });

  it('gives each currency a symbol', () => {
    expect(currencyFor('EUR').symbol).toBe('€');
    expect(currencyFor('GBP').symbol).toBe('£');
    expect(currencyFor('CZK').symbol).toBe('Kč');
    expect(currencyFor('PLN').symbol).toBe('zł');
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].symbol).not.toBe('');
  });
});
