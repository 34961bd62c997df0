import { describe, expect, it } from '@jest/globals';
import { isValidPhoneNumber } from './phone.js';

describe('phone: optional leading +, at least 8 digits, spaces between digits (spec 1 §5)', () => {
  it.each([
    ['12345678', 'exactly 8 digits'],
    ['+12345678', 'leading + and 8 digits'],
    ['+421 900 123 456', 'international with spaces'],
    ['0900 123 456', 'national with spaces'],
    ['1 2 3 4 5 6 7 8', 'a space between every digit'],
    ['+4917612345678901', 'long numbers: no upper bound in the spec'],
  ])('accepts %j (%s)', (phone) => {
    expect(isValidPhoneNumber(phone)).toBe(true);
  });

  it.each([
    ['1234567', 'only 7 digits'],
    ['+123 4567', 'only 7 digits with + and a space'],
    ['', 'empty'],
    ['+', 'only +'],
    ['++12345678', 'two pluses'],
    ['12345678+', 'plus not leading'],
    ['+ 12345678', 'space after + is not between digits'],
    [' 12345678', 'leading space'],
    ['12345678 ', 'trailing space'],
    ['1234  5678', 'double space (our reading: rejected)'],
    ['1234-5678', 'hyphen'],
    ['(0)12345678', 'brackets'],
    ['1234.5678', 'dot'],
    ['1234\t5678', 'tab'],
    ['12345678a', 'letter'],
    ['١٢٣٤٥٦٧٨', 'non-ASCII digits'],
  ])('rejects %j (%s)', (phone) => {
    expect(isValidPhoneNumber(phone)).toBe(false);
  });
});
