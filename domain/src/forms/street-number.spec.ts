import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES } from '../market/codes.js';
import {
  STREET_NUMBER_DIGIT_CHECK_OFF,
  STREET_NUMBER_NEEDS_DIGIT,
  isValidStreetNumber,
  streetNumberNeedsDigit,
} from './street-number.js';

const OFF = ['CZ', 'PL', 'RO'] as const;
const ON = COUNTRY_CODES.filter((country) => !(OFF as readonly string[]).includes(country));

describe('street number must contain a digit, except in CZ, PL and RO (spec 1 §5, spec 2 §5)', () => {
  it('turns the check off in exactly CZ, PL and RO', () => {
    expect([...STREET_NUMBER_DIGIT_CHECK_OFF].sort()).toEqual([...OFF]);
    expect(Object.keys(STREET_NUMBER_NEEDS_DIGIT).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(COUNTRY_CODES.filter((country) => !STREET_NUMBER_NEEDS_DIGIT[country])).toEqual(['CZ', 'PL', 'RO']);
  });

  it.each(ON)('%s: needs a digit', (country) => {
    expect(streetNumberNeedsDigit(country)).toBe(true);
    expect(isValidStreetNumber(country, '12')).toBe(true);
    expect(isValidStreetNumber(country, '12a')).toBe(true);
    expect(isValidStreetNumber(country, '4/2')).toBe(true);
    expect(isValidStreetNumber(country, 'b.č. 7')).toBe(true);
    expect(isValidStreetNumber(country, 'bb')).toBe(false);
    expect(isValidStreetNumber(country, 's/n')).toBe(false);
    expect(isValidStreetNumber(country, '')).toBe(false);
  });

  it.each(OFF)('%s: check off, anything passes', (country) => {
    expect(streetNumberNeedsDigit(country)).toBe(false);
    expect(isValidStreetNumber(country, 'bb')).toBe(true);
    expect(isValidStreetNumber(country, 'bez čísla')).toBe(true);
    expect(isValidStreetNumber(country, '')).toBe(true);
    expect(isValidStreetNumber(country, '12')).toBe(true);
  });

  it.each([
    ['US', 'Main', false], // our reading: outside the 25 markets the check applies
    ['US', '221B', true],
    ['cz', 'bb', true], // the country is matched case-insensitively
    ['de', 'bb', false],
  ])('%s %j → %s', (country, streetNumber, valid) => {
    expect(isValidStreetNumber(country, streetNumber)).toBe(valid);
  });
});
