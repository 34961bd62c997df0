import { describe, expect, it } from '@jest/globals';
import { DEFAULT_HITS_PER_PAGE, HITS_PER_PAGE_OPTIONS, HITS_PER_PAGE_PARAM, isHitsPerPage } from './hits-per-page.js';
import { parseListingParams, type ListingParams } from './listing-params.js';
import { canonicalListingQuery, INDEX_ALLOWED_QUERY_PARAMS, listingQuery } from './listing-query.js';
import { DEFAULT_LISTING_SORT, isListingSort, LISTING_SORTS, SORT_PARAM } from './listing-sort.js';
import { FIRST_PAGE, lastPage, MAX_PAGE_WHEN_UNKNOWN, PAGE_PARAM } from './page-range.js';
import type { QueryParams } from './query-value.js';

const DEFAULTS: ListingParams = { page: 1, hitsPerPage: 24, sort: 'relevance' };

describe('listing vocabularies (spec 1 §2, §9)', () => {
  it('pins sorts, page sizes, defaults and parameter names', () => {
    expect(LISTING_SORTS).toEqual(['relevance', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest']);
    expect(DEFAULT_LISTING_SORT).toBe('relevance');
    expect(HITS_PER_PAGE_OPTIONS).toEqual([12, 24, 36, 48]);
    expect(DEFAULT_HITS_PER_PAGE).toBe(24);
    expect([PAGE_PARAM, HITS_PER_PAGE_PARAM, SORT_PARAM]).toEqual(['page', 'hitsPerPage', 'sort']);
    expect(INDEX_ALLOWED_QUERY_PARAMS).toEqual(['page']);
    expect([FIRST_PAGE, MAX_PAGE_WHEN_UNKNOWN]).toEqual([1, 1000]);
  });

  it.each([['newest', true], ['price-asc', true], ['price_asc', false], ['Relevance', false], [3, false]])(
    'isListingSort(%j) is %s', (value, expected) => expect(isListingSort(value)).toBe(expected),
  );
  it.each([[12, true], [24, true], [36, true], [48, true], [10, false], [60, false], ['24', false]])(
    'isHitsPerPage(%j) is %s', (value, expected) => expect(isHitsPerPage(value)).toBe(expected),
  );
});

describe('lastPage', () => {
  it.each([
    [24, undefined, 1000], [24, 0, 1], [24, 1, 1], [24, 24, 1], [24, 25, 2], [12, 100, 9], [48, 1000, 21],
  ] as const)('%i per page with %s hits: last page %i', (size, hits, last) => {
    expect(lastPage(size, hits)).toBe(last);
  });
  it.each([-1, 1.5, Number.NaN])('refuses %s hits', (hits) => {
    expect(() => lastPage(24, hits)).toThrow(RangeError);
  });
});

describe('parseListingParams: search URLs are checked, bad values replaced by defaults (spec 1 §2)', () => {
  it.each<[QueryParams, Partial<ListingParams>, boolean]>([
    [{}, {}, false],
    [{ query: 'oven', other: ['x', 'y'] }, {}, false],
    [{ page: undefined }, {}, false],
    // every allowed page size, no redirect
    [{ hitsPerPage: '12' }, { hitsPerPage: 12 }, false],
    [{ hitsPerPage: '24' }, { hitsPerPage: 24 }, false],
    [{ hitsPerPage: '36' }, { hitsPerPage: 36 }, false],
    [{ hitsPerPage: '48' }, { hitsPerPage: 48 }, false],
    // not in the list: default and redirect
    [{ hitsPerPage: '25' }, {}, true],
    [{ hitsPerPage: '1000' }, {}, true],
    [{ hitsPerPage: 'all' }, {}, true],
    [{ hitsPerPage: '' }, {}, true],
    [{ hitsPerPage: '-12' }, {}, true],
    [{ hitsPerPage: '12.0' }, {}, true],
    [{ hitsPerPage: '012' }, { hitsPerPage: 12 }, true],
    [{ hitsPerPage: ['36', '12'] }, { hitsPerPage: 36 }, true],
    // sorts
    ...LISTING_SORTS.map((sort): [QueryParams, Partial<ListingParams>, boolean] => [{ sort }, { sort }, false]),
    [{ sort: 'cheapest' }, {}, true],
    [{ sort: 'PRICE-ASC' }, {}, true],
    [{ sort: ['newest', 'name-asc'] }, { sort: 'newest' }, true],
    [{ sort: { nested: 'x' } }, {}, true],
    // pages
    [{ page: '2' }, { page: 2 }, false],
    [{ page: '1000' }, { page: 1000 }, false],
    [{ page: '1' }, {}, true], // the first-page marker redirects to the path without it
    [{ page: '1001' }, {}, true],
    [{ page: '0' }, {}, true],
    [{ page: '-3' }, {}, true],
    [{ page: '2.5' }, {}, true],
    [{ page: '2e1' }, {}, true],
    [{ page: 'abc' }, {}, true],
    [{ page: '' }, {}, true],
    [{ page: '99999999999999999999' }, {}, true],
    [{ page: '02' }, { page: 2 }, true],
    [{ page: ['3', '4'] }, { page: 3 }, true],
    [{ page: [] }, {}, true],
    [{ page: '5', hitsPerPage: '48', sort: 'price-desc' }, { page: 5, hitsPerPage: 48, sort: 'price-desc' }, false],
    [{ page: 'x', hitsPerPage: '7', sort: 'y' }, {}, true],
  ])('%j → %j, changed %s', (query, expected, changed) => {
    const parsed = parseListingParams(query);
    expect(parsed.params).toEqual({ ...DEFAULTS, ...expected });
    expect(parsed.changed).toBe(changed);
  });

  // Reading chosen: a page past the last one is replaced by page 1, not clamped to the last page.
  it.each([
    [{ page: '5' }, 100, undefined, 5, false, 5],
    [{ page: '5' }, 96, undefined, 1, true, 4],
    [{ page: '4' }, 96, undefined, 4, false, 4],
    [{ page: '3', hitsPerPage: '48' }, 96, undefined, 1, true, 2],
    [{ page: '2' }, 0, undefined, 1, true, 1],
    [{}, 0, undefined, 1, false, 1],
    [{ page: '3' }, 30, 12, 3, false, 3],
    [{ page: '3' }, 30, undefined, 1, true, 2],
  ] as const)('%j with %i hits (default size %s) → page %i, changed %s, last %i',
    (query, totalHits, defaultHitsPerPage, page, changed, last) => {
      const parsed = parseListingParams(query, { totalHits, ...(defaultHitsPerPage ? { defaultHitsPerPage } : {}) });
      expect(parsed.params.page).toBe(page);
      expect(parsed.changed).toBe(changed);
      expect(parsed.lastPage).toBe(last);
    });

  it('uses the configured default size, and keeps a valid explicit size', () => {
    expect(parseListingParams({}, { defaultHitsPerPage: 36 }).params.hitsPerPage).toBe(36);
    expect(parseListingParams({ hitsPerPage: 'x' }, { defaultHitsPerPage: 36 })).toMatchObject({
      params: { hitsPerPage: 36 }, changed: true,
    });
    expect(parseListingParams({ hitsPerPage: '24' }, { defaultHitsPerPage: 36 })).toMatchObject({
      params: { hitsPerPage: 24 }, changed: false,
    });
  });
});

describe('canonical and redirect queries (spec 1 §2: canonical adds page only above 1)', () => {
  it.each([
    [DEFAULTS, {}, {}],
    [{ ...DEFAULTS, page: 2 }, { page: '2' }, { page: '2' }],
    [{ page: 3, hitsPerPage: 48, sort: 'newest' }, { page: '3' }, { sort: 'newest', hitsPerPage: '48', page: '3' }],
    [{ page: 1, hitsPerPage: 12, sort: 'name-desc' }, {}, { sort: 'name-desc', hitsPerPage: '12' }],
  ] as const)('%j → canonical %j, URL %j', (params, canonical, url) => {
    expect(canonicalListingQuery(params)).toEqual(canonical);
    expect(listingQuery(params)).toEqual(url);
  });

  it('leaves out the configured default size', () => {
    expect(listingQuery({ ...DEFAULTS, hitsPerPage: 36 }, 36)).toEqual({});
    expect(listingQuery(DEFAULTS, 36)).toEqual({ hitsPerPage: '24' });
  });

  it('redirect target parses back unchanged', () => {
    const parsed = parseListingParams({ page: '02', hitsPerPage: '48', sort: 'bogus' });
    expect(parsed.changed).toBe(true);
    expect(parseListingParams(listingQuery(parsed.params))).toEqual({ ...parsed, changed: false });
  });
});
