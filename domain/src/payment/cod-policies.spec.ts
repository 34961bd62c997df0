import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, type CountryCode, type CurrencyCode } from '../market/codes.js';
import { COD_POLICIES, NO_ITEM_LIMIT } from './cod-policies.js';

// Spec 2 §9, written out independently of the table under test: country, limit (in cents of
// the market currency), currency, item limit, COD for freight.
const SPEC_COD_TABLE: ReadonlyArray<readonly [CountryCode, number, CurrencyCode, number, boolean]> = [
  ['SK', 250000, 'EUR', 1, true],
  ['IE', 150000, 'EUR', 0, false],
  ['DE', 150000, 'EUR', 0, false],
  ['PT', 100000, 'EUR', 0, false],
  ['IT', 99999, 'EUR', 1, false],
  ['FR', 100000, 'EUR', 0, false],
  ['HU', 49999900, 'HUF', 1, true],
  ['CZ', 6000000, 'CZK', 1, true],
  ['AT', 150000, 'EUR', 0, false],
  ['NO', 150000, 'NOK', 0, false],
  ['NL', 150000, 'EUR', 0, false],
  ['CH', 350000, 'CHF', 0, false],
  ['BE', 300000, 'EUR', 0, false],
  ['DK', 2000000, 'DKK', 0, false],
  ['SE', 300000, 'SEK', 0, false],
  ['ES', 100000, 'EUR', 0, false],
  ['GB', 250000, 'GBP', 0, false],
  ['FI', 150000, 'EUR', 0, false],
  ['PL', 600000, 'PLN', 1, true],
  ['RO', 1000000, 'RON', 1, false],
  ['LT', 450000, 'EUR', 0, false],
  ['SI', 450000, 'EUR', 1, false],
  ['BG', 890000, 'BGN', 0, false],
  ['GR', 49900, 'EUR', 1, false],
  ['HR', 450000, 'EUR', 1, false],
];

describe('COD policy table (spec 2 §9)', () => {
  it('covers exactly the 25 markets', () => {
    expect(Object.keys(COD_POLICIES).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(SPEC_COD_TABLE.map(([country]) => country).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(SPEC_COD_TABLE)('%s: value limit %i cents %s, item limit %i, freight %s', (country, cents, currency, items, freight) => {
    expect(COD_POLICIES[country]).toEqual({
      valueLimit: { centAmount: cents, currencyCode: currency, fractionDigits: 2 },
      itemLimit: items,
      freightAllowed: freight,
    });
  });

  it('uses 0 as the "no item limit" marker (our reading of the unclear 0, spec 2 §9)', () => {
    expect(NO_ITEM_LIMIT).toBe(0);
  });
});
