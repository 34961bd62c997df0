import { describe, expect, it } from '@jest/globals';
import { EIRCODE_PATTERN } from './eircode.js';
import { isValidPostalCode } from './is-valid-postal-code.js';

describe('IE Eircodes (spec 1 §5 "own pattern")', () => {
  it.each([
    ['D02 X285', 'Dublin routing key'],
    ['D02X285', 'no space'],
    ['A65 F4E2', 'letters and digits in the identifier'],
    ['T12 KT6H', 'Cork'],
    ['Y35 YC8W', 'last routing letter of the set'],
    ['D6W XK27', 'the D6W exception'],
    ['D6WXK27', 'D6W without the space'],
    ['d02 x285', 'lower case (our reading: accepted)'],
    ['d6w xk27', 'D6W in lower case'],
  ])('accepts %j (%s)', (code) => {
    expect(EIRCODE_PATTERN.test(code)).toBe(true);
    expect(isValidPostalCode('IE', code)).toBe(true);
  });

  it.each([
    ['D02 B285', 'B is not in the Eircode character set'],
    ['D02 XO85', 'O is not in the set'],
    ['D02 XI85', 'I is not in the set'],
    ['B12 X285', 'routing key letter outside the set (our reading)'],
    ['D6X XK27', 'only D6W is a letter-ending routing key'],
    ['D2 X285', 'routing key needs two digits'],
    ['D022 X285', 'routing key too long'],
    ['D02 X28', 'identifier too short'],
    ['D02 X2855', 'identifier too long'],
    ['D02-X285', 'hyphen'],
    ['D02  X285', 'two spaces'],
    [' D02 X285', 'leading space'],
    ['', 'empty'],
  ])('rejects %j (%s)', (code) => {
    expect(isValidPostalCode('IE', code)).toBe(false);
  });
});
