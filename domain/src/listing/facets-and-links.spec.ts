import { describe, expect, it } from '@jest/globals';
import {
  CATEGORY_LEVELS, categoryLevelAttribute, FACET_MAX_VALUES, FACET_MIN_VALUES, facetValueLimit, FILTER_ATTRIBUTES,
  isFilterAttribute,
} from './facets.js';
import { SEARCH_PATH, TAG_SEARCH_LINK_TAGS, TAG_SEARCH_QUERY_KEY, tagSearchLink } from './tag-search-link.js';

describe('facets (spec 1 §2, §9)', () => {
  it('pins limits and filter attributes', () => {
    expect([FACET_MAX_VALUES, FACET_MIN_VALUES]).toEqual([30, 3]);
    expect(CATEGORY_LEVELS).toEqual([0, 1, 2, 3, 4]);
    expect(FILTER_ATTRIBUTES).toEqual([
      'tags', 'price', 'averageRating', 'brand',
      'categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'categories.lvl3', 'categories.lvl4',
    ]);
    expect(categoryLevelAttribute(2)).toBe('categories.lvl2');
  });

  it.each([['brand', true], ['categories.lvl4', true], ['categories.lvl5', false], ['color', false], [1, false]])(
    'isFilterAttribute(%j) is %s', (value, expected) => expect(isFilterAttribute(value)).toBe(expected),
  );

  it.each([
    [undefined, 30], [Number.NaN, 30], [Number.POSITIVE_INFINITY, 30], [100, 30], [31, 30], [30, 30],
    [10, 10], [3, 3], [2, 3], [0, 3], [-5, 3], [7.9, 7],
  ])('asks for %s values → %i', (requested, limit) => {
    expect(facetValueLimit(requested)).toBe(limit);
  });
});

describe('tag search links (spec 1 §2)', () => {
  it('pins the query key and tags', () => {
    expect(TAG_SEARCH_QUERY_KEY).toBe('[refinementList][tags][0]');
    expect(TAG_SEARCH_LINK_TAGS).toEqual(['on-sale', 'bestseller']);
    expect(SEARCH_PATH).toBe('/search');
  });

  it.each([
    ['on-sale', undefined, '/search?[refinementList][tags][0]=on-sale'],
    ['bestseller', undefined, '/search?[refinementList][tags][0]=bestseller'],
    ['on-sale', 'gastro-equipment', '/gastro-equipment/?[refinementList][tags][0]=on-sale'],
    ['bestseller', '/gastro-equipment/', '/gastro-equipment/?[refinementList][tags][0]=bestseller'],
    ['on-sale', '/Gastro/Ovens', '/gastro/ovens/?[refinementList][tags][0]=on-sale'],
  ] as const)('%s under %j → %s', (tag, path, link) => {
    expect(tagSearchLink(tag, path)).toBe(link);
  });

  it.each(['', '/', "o'clock", 'a"b', 'a?b', 'a#b', 'a b', 'a//b', 'a\\b'])('refuses the category path %j', (path) => {
    expect(() => tagSearchLink('on-sale', path)).toThrow(RangeError);
  });
});
