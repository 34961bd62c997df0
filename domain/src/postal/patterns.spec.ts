import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, type CountryCode } from '../market/codes.js';
import { isValidPostalCode } from './is-valid-postal-code.js';
import { POSTAL_CODE_PATTERNS } from './patterns.js';

// Spec 1 §5 and spec 2 §5: one valid and several invalid postal codes for every country named.
const VALID: ReadonlyArray<[CountryCode, string]> = [
  // AT, BE, HU: 4 digits, first not 0.
  ['AT', '1010'], ['AT', '6020'], ['BE', '1000'], ['BE', '9000'], ['HU', '1051'], ['HU', '9999'],
  // BG, CH, DK, NO, SI: 4 digits (a leading 0 is allowed: Oslo is 0150).
  ['BG', '1000'], ['BG', '0123'], ['CH', '8001'], ['DK', '2100'], ['NO', '0150'], ['SI', '1000'],
  // CZ, GR, SE, SK: 5 digits, optional space after the third.
  ['CZ', '110 00'], ['CZ', '11000'], ['GR', '105 57'], ['GR', '10557'],
  ['SE', '111 22'], ['SE', '11122'], ['SK', '811 01'], ['SK', '81101'],
  // DE, ES, FI, FR, HR, IT, LT: 5 digits.
  ['DE', '10115'], ['DE', '01067'], ['ES', '28013'], ['FI', '00100'], ['FR', '75001'],
  ['HR', '10000'], ['IT', '00184'], ['LT', '01100'],
  // RO: 6 digits. PL: 2-3 with a hyphen. PT: 4-3 with a hyphen.
  ['RO', '010011'], ['PL', '00-950'], ['PT', '1000-001'],
  // NL: 4 digits (first not 0), optional space, 2 letters (either case: our reading).
  ['NL', '1012 AB'], ['NL', '1012AB'], ['NL', '1012 ab'], ['NL', '9999 ZZ'],
  // GB and IE: see uk-postcode.spec.ts and eircode.spec.ts for the full tables.
  ['GB', 'SW1A 1AA'], ['IE', 'D02 X285'],
];

const INVALID: ReadonlyArray<[CountryCode, string]> = [
  ['AT', '0101'], ['AT', '101'], ['AT', '10100'], ['AT', 'A010'],
  ['BE', '0999'], ['BE', '100'], ['BE', '1000 '],
  ['HU', '0123'], ['HU', '10511'], ['HU', 'H-1051'],
  ['BG', '123'], ['BG', '12345'], ['BG', '1 000'],
  ['CH', 'CH-8001'], ['CH', '800'], ['DK', '21000'], ['DK', 'DK2100'],
  ['NO', '015'], ['NO', '01500'], ['SI', '10000'], ['SI', 'SI-1000'],
  ['CZ', '1100 0'], ['CZ', '110  00'], ['CZ', '110-00'], ['CZ', '1100'],
  ['GR', '1055'], ['GR', '105 5'], ['GR', '105575'],
  ['SE', 'SE-111 22'], ['SE', '11 122'], ['SE', '111\t22'],
  ['SK', '811 011'], ['SK', '8110'], ['SK', ' 81101'], ['SK', '81101 '],
  ['DE', '1011'], ['DE', '101 15'], ['DE', '101150'],
  // No space allowed in the 5-digit-only countries (unlike CZ, GR, SE, SK).
  ['ES', '2801'], ['ES', '280130'], ['ES', '280 13'], ['FI', 'FI-00100'], ['FI', '001 00'],
  ['FR', '750 01'], ['FR', '7500'], ['HR', 'HR-10000'], ['HR', '100 00'], ['IT', '0018'], ['IT', '001 84'],
  ['LT', 'LT-01100'], ['LT', '011000'], ['LT', '011 00'],
  ['RO', '01001'], ['RO', '010 011'], ['RO', '0100111'],
  ['PL', '00950'], ['PL', '00 950'], ['PL', '0-0950'], ['PL', '00-95'],
  ['PT', '1000001'], ['PT', '1000 001'], ['PT', '1000'], ['PT', '100-0001'],
  ['NL', '0123 AB'], ['NL', '1012  AB'], ['NL', '1012 A1'], ['NL', '1012 ABC'], ['NL', '1012'],
  ['NL', '1012-AB'],
  ['GB', 'SW1A 1AAX'], ['IE', 'D02 X28'],
];

describe('postal code patterns per country (spec 1 §5, spec 2 §5)', () => {
  it('has a pattern for every one of the 25 markets and nothing else', () => {
    expect(Object.keys(POSTAL_CODE_PATTERNS).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('names every market in both the valid and the invalid table', () => {
    const named = (rows: ReadonlyArray<[CountryCode, string]>) => [...new Set(rows.map(([c]) => c))].sort();
    expect(named(VALID)).toEqual([...COUNTRY_CODES].sort());
    expect(named(INVALID)).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(VALID)('%s accepts %j', (country, code) => {
    expect(isValidPostalCode(country, code)).toBe(true);
  });

  it.each(INVALID)('%s rejects %j', (country, code) => {
    expect(isValidPostalCode(country, code)).toBe(false);
  });

  it.each(COUNTRY_CODES)('%s rejects the empty string and is not stateful', (country) => {
    expect(isValidPostalCode(country, '')).toBe(false);
    const pattern = POSTAL_CODE_PATTERNS[country];
    expect(pattern.global || pattern.sticky).toBe(false);
  });
});
