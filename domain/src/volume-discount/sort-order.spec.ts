import { describe, expect, it } from '@jest/globals';
import { compareSortOrder } from './sort-order.js';

describe('sortOrder compares as a decimal, not as text or float (spec §7: ascending sortOrder)', () => {
  it.each([
    ['0.10', '0.9', -1],
    ['0.9', '0.10', 1],
    ['0.5', '0.50', 0],
    ['0.05', '0.5', -1],
    ['1', '0.99', 1],
    ['10.0', '9.9', 1],
    ['12.5', '13.1', -1],
    ['0.25', '0.250', 0],
    ['007', '7', 0],
    ['.3', '0.25', 1],
    ['0.30000000000000000001', '0.3', 1], // equal as floats, not as decimals
  ])('%s vs %s → %i', (a, b, sign) => {
    expect(Math.sign(compareSortOrder(a, b))).toBe(sign);
  });

  it('puts malformed sort orders after every decimal', () => {
    expect(['x', '0.2', '', '0.1'].sort(compareSortOrder)).toEqual(['0.1', '0.2', 'x', '']);
    expect(compareSortOrder('abc', 'def')).toBe(0);
  });
});
