import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, type CountryCode } from '../market/codes.js';
import {
  hasOnlyAllowedVatIdCharacters, VAT_ID_CHARACTER_CLASSES, VAT_ID_RULES, VAT_ID_SPECIAL_CHARACTERS, type VatIdCharacterClass,
} from './id-rules.js';

// Spec 2 §5 "VAT ID input": the prefix per market, verbatim from the spec's list.
const PREFIXES: ReadonlyArray<[CountryCode, string]> = [
  ['AT', 'AT'], ['BE', 'BE'], ['BG', 'BG'], ['CH', 'CHE'], ['CZ', 'CZ'], ['DE', 'DE'], ['DK', 'DK'],
  ['ES', 'ES'], ['FI', 'FI'], ['FR', 'FR'], ['GB', 'GB'], ['GR', 'EL'], ['HR', 'HR'], ['HU', 'HU'],
  ['IE', 'IE'], ['IT', 'IT'], ['LT', 'LT'], ['NL', 'NL'], ['NO', 'NO'], ['PL', 'PL'], ['PT', 'PT'],
  ['RO', 'RO'], ['SE', 'SE'], ['SI', 'SI'], ['SK', 'SK'],
];

// Spec 2 §5 names the three classes; the assignment comes from the national formats (see id-rules.ts).
const CLASSES: ReadonlyArray<[CountryCode, VatIdCharacterClass]> = [
  ['AT', 'digits-and-letters'], ['BE', 'digits'], ['BG', 'digits'], ['CH', 'digits'], ['CZ', 'digits'],
  ['DE', 'digits'], ['DK', 'digits'], ['ES', 'digits-and-letters'], ['FI', 'digits'],
  ['FR', 'digits-and-letters'], ['GB', 'digits-and-letters'], ['GR', 'digits'], ['HR', 'digits'],
  ['HU', 'digits'], ['IE', 'digits-letters-and-special'], ['IT', 'digits'], ['LT', 'digits'],
  ['NL', 'digits-and-letters'], ['NO', 'digits'], ['PL', 'digits'], ['PT', 'digits'], ['RO', 'digits'],
  ['SE', 'digits'], ['SI', 'digits'], ['SK', 'digits'],
];

describe('VAT ID rule table (spec 2 §5 "VAT ID input")', () => {
  it('covers exactly the 25 markets', () => {
    expect(Object.keys(VAT_ID_RULES).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(PREFIXES.map(([country]) => country)).toEqual([...COUNTRY_CODES]);
    expect(CLASSES.map(([country]) => country)).toEqual([...COUNTRY_CODES]);
  });

  it.each(PREFIXES)('%s has the prefix %s', (country, prefix) => {
    expect(VAT_ID_RULES[country].prefix).toBe(prefix);
  });

  it.each(CLASSES)('%s allows %s', (country, characters) => {
    expect(VAT_ID_RULES[country].characters).toBe(characters);
  });

  it('uses each of the three classes the spec names', () => {
    const used = new Set(Object.values(VAT_ID_RULES).map((rule) => rule.characters));
    expect([...used].sort()).toEqual([...VAT_ID_CHARACTER_CLASSES].sort());
  });

  it('has the country-specific clean-up only where the national format needs it', () => {
    expect(VAT_ID_RULES.HU.keepFirst).toBe(8); // spec 2 §5: Hungary keeps only the first 8 characters
    expect(VAT_ID_RULES.CH.labelSuffixes).toEqual(['MWST', 'TVA', 'IVA']);
    expect(VAT_ID_RULES.NO.labelSuffixes).toEqual(['MVA']);
    expect(VAT_ID_RULES.GR.alsoStripped).toEqual(['GR']);
    expect(VAT_ID_RULES.CH.alsoStripped).toEqual(['CH']);
    const withCleanUp = COUNTRY_CODES.filter((country) => {
      const rule = VAT_ID_RULES[country];
      return rule.keepFirst !== undefined || rule.labelSuffixes !== undefined || rule.alsoStripped !== undefined;
    });
    expect(withCleanUp).toEqual(['CH', 'GR', 'HU', 'NO']);
  });
});

describe('allowed characters', () => {
  it('allows exactly + and * as special characters (Irish pre-2013 format)', () => {
    expect(VAT_ID_SPECIAL_CHARACTERS).toEqual(['+', '*']);
  });

  it.each<[string, VatIdCharacterClass, boolean]>([
    ['0123456789', 'digits', true],
    ['12345678A', 'digits', false],
    ['1+23456A', 'digits', false],
    ['123456789B01', 'digits-and-letters', true],
    ['1+23456A', 'digits-and-letters', false],
    ['1+23456A', 'digits-letters-and-special', true],
    ['1*23456A', 'digits-letters-and-special', true],
    ['1234567WA', 'digits-letters-and-special', true],
    ['1/23456A', 'digits-letters-and-special', false],
    ['1#23456A', 'digits-letters-and-special', false],
    ['123b', 'digits-and-letters', false], // the caller uppercases first
    ['12Ä4', 'digits-and-letters', false],
  ])('%s with %s → %s', (value, characters, allowed) => {
    expect(hasOnlyAllowedVatIdCharacters(value, characters)).toBe(allowed);
  });
});
