import { describe, expect, it } from '@jest/globals';
import { isValidPostalCode } from './is-valid-postal-code.js';
import { UK_POSTCODE_PATTERN } from './uk-postcode.js';

describe('GB postcodes: the government pattern (spec 1 §5 "own pattern")', () => {
  it.each([
    ['SW1A 1AA', 'AA9A 9AA'],
    ['EC1A 1BB', 'AA9A 9AA'],
    ['W1A 0AX', 'A9A 9AA'],
    ['M1 1AE', 'A9 9AA'],
    ['B33 8TH', 'A99 9AA'],
    ['CR2 6XH', 'AA9 9AA'],
    ['DN55 1PT', 'AA99 9AA'],
    ['SW1A1AA', 'no space'],
    ['sw1a 1aa', 'lower case (our reading: accepted)'],
    ['Sw1A 1aA', 'mixed case'],
    ['GIR 0AA', 'Girobank'],
    ['GIR0AA', 'Girobank without the space (our reading: the optional space applies here too)'],
    ['gir 0aa', 'Girobank in lower case'],
  ])('accepts %j (%s)', (code) => {
    expect(UK_POSTCODE_PATTERN.test(code)).toBe(true);
    expect(isValidPostalCode('GB', code)).toBe(true);
  });

  it.each([
    ['GIR 0AAX', 'the published regex is only half-anchored and lets this through'],
    ['XGIR 0AA', 'leading garbage before GIR'],
    ['SW1A 1AAX', 'trailing character'],
    ['SW1A  1AA', 'two spaces'],
    ['SW1A\t1AA', 'a tab is not a space'],
    [' SW1A 1AA', 'leading space'],
    ['SW1A 1AA ', 'trailing space'],
    ['AI1 1AA', 'I is not allowed as the second letter'],
    ['AZ1 1AA', 'Z is not allowed as the second letter'],
    ['1AA 1AA', 'starts with a digit'],
    ['SW1A 1A', 'inward code too short'],
    ['SW1A 11A', 'inward code must be digit + two letters'],
    ['SWAA 1AA', 'outward code needs a digit'],
    ['SW123 1AA', 'three digits in the outward code'],
    ['SW1A-1AA', 'hyphen'],
    ['\u212A1 1AA', 'Kelvin sign is not K (no Unicode case folding)'],
    ['', 'empty'],
  ])('rejects %j (%s)', (code) => {
    expect(isValidPostalCode('GB', code)).toBe(false);
  });
});
