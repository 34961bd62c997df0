import { describe, expect, it } from '@jest/globals';
import { hiddenFields, isIndexableSearch, listingSearch, parseListingState, withParams, withRefinements, type ListingState } from './listing-state';

const parse = (query: string, allowQuery = true, totalHits?: number) =>
  parseListingState(new URLSearchParams(query), { allowQuery, ...(totalHits === undefined ? {} : { totalHits }) });

const PLAIN: ListingState = { query: '', refinements: { lists: {} }, params: { page: 1, hitsPerPage: 24, sort: 'relevance' } };

describe('listing state from the URL (spec 1 §2)', () => {
  it('reads term, refinements and listing params without change', () => {
    const parsed = parse('query=oven&[refinementList][brand][0]=Mensora&[range][price]=100:500&sort=price-asc&hitsPerPage=48&page=3');
    expect(parsed.changed).toBe(false);
    expect(parsed.state).toEqual({
      query: 'oven',
      refinements: { lists: { brand: ['Mensora'] }, price: { min: 10000, max: 50000 } },
      params: { page: 3, hitsPerPage: 48, sort: 'price-asc' },
    });
  });

  it.each([
    ['hitsPerPage=25', ''],
    ['page=1', ''],
    ['page=abc&sort=newest', '?sort=newest'],
    ['query=%20%20oven%20%20tray%20', '?query=oven%20tray'],
    ['query=', ''],
    ['query=a&query=b', '?query=a'],
    ['refinementList[brand][0]=Mensora', '?[refinementList][brand][0]=Mensora'],
    ['priceMin=100&priceMax=500', '?[range][price]=100:500'],
    ['priceMin=500&priceMax=100', '?[range][price]=100:500'],
    ['priceMin=19,90&priceMax=', '?[range][price]=19.90:'],
    ['[range][price]=1:2&priceMin=&priceMax=', ''],
    ['priceMin=abc&priceMax=5', ''],
  ])('%s is rewritten to %j', (query, canonical) => {
    const parsed = parse(query);
    expect(parsed.changed).toBe(true);
    expect(listingSearch(parsed.state)).toBe(canonical);
  });

  it('drops a search term on a category page', () => {
    const parsed = parse('query=oven&sort=newest', false);
    expect(parsed).toMatchObject({ changed: true, state: { query: '' } });
    expect(listingSearch(parsed.state)).toBe('?sort=newest');
  });

  it('replaces a page past the last one once the hit count is known', () => {
    expect(parse('page=4', true, 100)).toMatchObject({ changed: false, lastPage: 5 });
    expect(parse('page=6', true, 100)).toMatchObject({ changed: true, lastPage: 5, state: { params: { page: 1 } } });
  });

  it('writes readable links that parse back to the same state', () => {
    const state: ListingState = {
      query: 'kühl & gefrier',
      refinements: { lists: { tags: ['campaign:black_friday'], 'categories.lvl1': ['Gastro > Öfen'] }, minRating: 4 },
      params: { page: 2, hitsPerPage: 12, sort: 'newest' },
    };
    const search = listingSearch(state);
    expect(search).toBe(
      '?query=k%C3%BChl%20%26%20gefrier&[refinementList][tags][0]=campaign:black_friday' +
        '&[refinementList][categories.lvl1][0]=Gastro%20>%20%C3%96fen&[ratingMenu][averageRating]=4&sort=newest&hitsPerPage=12&page=2',
    );
    expect(parse(search.slice(1))).toEqual({ state, lastPage: 1000, changed: false });
  });

  it('goes back to page 1 when filters change, keeps the page for other changes', () => {
    const onPage3 = withParams(PLAIN, { page: 3 });
    expect(withRefinements(onPage3, { lists: { brand: ['A'] } }).params.page).toBe(1);
    expect(withParams(onPage3, { sort: 'newest' }).params).toEqual({ page: 3, hitsPerPage: 24, sort: 'newest' });
  });

  it("re-sends the rest of the state from a form, without the field it sets and without the page", () => {
    const state: ListingState = { ...PLAIN, query: 'saw', refinements: { lists: { brand: ['A'] } }, params: { page: 4, hitsPerPage: 36, sort: 'newest' } };
    expect(hiddenFields(state, ['sort'])).toEqual([['query', 'saw'], ['[refinementList][brand][0]', 'A'], ['hitsPerPage', '36']]);
  });

  it.each([['', true], ['page=3', true], ['page=3&sort=newest', false], ['query=x', false], ['utm_source=x', false]])(
    '%j is indexable: %s', (query, expected) => expect(isIndexableSearch(new URLSearchParams(query), ['page'])).toBe(expected),
  );
});
