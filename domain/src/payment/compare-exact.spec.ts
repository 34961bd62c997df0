import { describe, expect, it } from '@jest/globals';
import { money } from '../money/money.js';
import { compareAcrossPrecision } from './compare-exact.js';

describe('exact comparison across fractionDigits (amount = centAmount / 10^fractionDigits, spec 2 §3)', () => {
  it.each([
    [money(99999, 'EUR'), money(999990, 'EUR', 3), 0],
    [money(99999, 'EUR'), money(999991, 'EUR', 3), -1],
    [money(999991, 'EUR', 3), money(99999, 'EUR'), 1],
    [money(1, 'EUR', 0), money(99, 'EUR'), 1],
    [money(-1, 'EUR'), money(0, 'EUR'), -1],
  ])('compares %j with %j as %i', (a, b, expected) => {
    expect(compareAcrossPrecision(a, b)).toBe(expected);
  });
});
