import { describe, expect, it } from '@jest/globals';
import { isValidPostalCode, postalCodePatternFor } from './is-valid-postal-code.js';

describe('countries without a pattern pass (spec 1 §5)', () => {
  it.each([
    ['US', '90210'],
    ['US', 'anything at all'],
    ['XX', ''],
    ['', 'ABC'],
  ])('%j accepts %j', (country, code) => {
    expect(postalCodePatternFor(country)).toBeUndefined();
    expect(isValidPostalCode(country, code)).toBe(true);
  });
});

describe('the country is matched case-insensitively (our reading)', () => {
  it.each([
    ['sk', '81101', true],
    ['sk', '8110', false],
    ['Gb', 'SW1A 1AA', true],
    ['pl', '00950', false],
  ])('%j %j → %s', (country, code, valid) => {
    expect(postalCodePatternFor(country)).toBeDefined();
    expect(postalCodePatternFor(country)).toBe(postalCodePatternFor(country.toUpperCase()));
    expect(isValidPostalCode(country, code)).toBe(valid);
  });
});
