import { describe, expect, it } from '@jest/globals';
import { splitIntoTwoRows } from './category-rows';

describe('splitIntoTwoRows (spec 1 §2: first row = half of the categories, rounded up)', () => {
  it('puts the larger half first when the count is odd', () => {
    expect(splitIntoTwoRows(['a', 'b', 'c', 'd', 'e'])).toEqual([['a', 'b', 'c'], ['d', 'e']]);
  });
  it('splits an even count in equal halves, keeping the order', () => {
    expect(splitIntoTwoRows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]);
  });
  it('keeps a single category in the first row and handles none', () => {
    expect(splitIntoTwoRows(['only'])).toEqual([['only'], []]);
    expect(splitIntoTwoRows([])).toEqual([[], []]);
  });
});
