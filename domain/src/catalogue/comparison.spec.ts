import { describe, expect, it } from '@jest/globals';
import {
  COMPARISON_DEFAULT_ATTRIBUTE_LIMIT, COMPARISON_DISPLAY_LIMIT, COMPARISON_FETCH_LIMIT, comparisonScore,
  rankComparisonProducts,
} from './comparison-ranking.js';
import { COMPARISON_MISSING_VALUE, comparisonValue, type ComparisonAttributeValue } from './comparison-value.js';

describe('comparison constants (spec 1 §5, §9; spec 2 §9)', () => {
  it('fetches 30, shows 5, 5 attributes by default, "-" when missing', () => {
    expect([COMPARISON_FETCH_LIMIT, COMPARISON_DISPLAY_LIMIT, COMPARISON_DEFAULT_ATTRIBUTE_LIMIT]).toEqual([30, 5, 5]);
    expect(COMPARISON_MISSING_VALUE).toBe('-');
  });
});

describe('comparison score: in stock +3, Popular +2, Sale +1 (spec 1 §5)', () => {
  it.each([
    [false, [], 0],
    [true, [], 3],
    [false, ['Popular'], 2],
    [false, ['Sale'], 1],
    [true, ['Popular'], 5],
    [true, ['Sale'], 4],
    [false, ['Popular', 'Sale'], 3],
    [true, ['Sale', 'Popular', 'new'], 6],
    // Readings chosen: case-insensitive, counted once, and "on-sale" is not "Sale".
    [false, ['popular', ' SALE '], 3],
    [false, ['Popular', 'Popular', 'Sale', 'Sale'], 3],
    [false, ['on-sale', 'bestseller', 'Popularity'], 0],
  ] as const)('in stock %s with tags %j scores %i', (isOnStock, tags, score) => {
    expect(comparisonScore({ isOnStock, tags })).toBe(score);
  });
});

describe('rankComparisonProducts', () => {
  const p = (id: string, isOnStock: boolean, ...tags: string[]) => ({ id, isOnStock, tags });

  it('sorts by score descending, keeps ties in input order and cuts to 5', () => {
    const products = [
      p('a', false), p('b', true), p('c', false, 'Sale'), p('d', true, 'Popular', 'Sale'),
      p('e', true), p('f', false, 'Popular'), p('g', true, 'Sale'), p('h', true),
    ];
    expect(rankComparisonProducts(products).map((x) => x.id)).toEqual(['d', 'g', 'b', 'e', 'h']);
    expect(products.map((x) => x.id).join('')).toBe('abcdefgh');
  });

  it('returns fewer when fewer are given and honours an explicit limit', () => {
    expect(rankComparisonProducts([p('a', false), p('b', true)]).map((x) => x.id)).toEqual(['b', 'a']);
    expect(rankComparisonProducts([p('a', false), p('b', true)], 1).map((x) => x.id)).toEqual(['b']);
    expect(rankComparisonProducts([p('a', true)], -1)).toEqual([]);
    expect(rankComparisonProducts([])).toEqual([]);
  });
});

describe('comparisonValue: "-" when missing (spec 1 §3)', () => {
  it.each<[ComparisonAttributeValue, string]>([
    [undefined, '-'], [null, '-'], ['', '-'], ['   ', '-'], [[], '-'], [['', ' '], '-'], [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
    ['Stainless steel', 'Stainless steel'], ['  230 V ', '230 V'], [0, '0'], [12.5, '12.5'],
    [['red', '', 'blue'], 'red, blue'],
  ])('%j shows as %j', (value, shown) => {
    expect(comparisonValue(value)).toBe(shown);
  });
});
