import { describe, expect, it } from '@jest/globals';
import { FACET_MAX_VALUES } from './facets.js';
import {
  hasNoRefinements, isRefinementKey, parseRefinements, PRICE_RANGE_KEY, RATING_KEY, REFINEMENT_ATTRIBUTES,
  refinementListKey, refinementPairs, type Refinements,
} from './refinement-query.js';
import { TAG_SEARCH_QUERY_KEY } from './tag-search-link.js';

const parse = (query: string) => parseRefinements(new URLSearchParams(query));

describe('refinement query keys (spec 1 §2)', () => {
  it('writes keys the way the tag links write them', () => {
    expect(refinementListKey('tags', 0)).toBe(TAG_SEARCH_QUERY_KEY);
    expect(refinementListKey('brand', 2)).toBe('[refinementList][brand][2]');
    expect([PRICE_RANGE_KEY, RATING_KEY]).toEqual(['[range][price]', '[ratingMenu][averageRating]']);
    expect(REFINEMENT_ATTRIBUTES).toEqual([
      'tags', 'brand', 'categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'categories.lvl3', 'categories.lvl4',
    ]);
  });

  it.each([
    ['[refinementList][brand][0]', true], ['refinementList[tags][3]', true], ['[refinementList][color][0]', true],
    ['[range][price]', true], ['range[price]', true], ['[ratingMenu][averageRating]', true],
    ['query', false], ['page', false], ['refinementList', false],
  ])('isRefinementKey(%j) is %s', (key, expected) => expect(isRefinementKey(key)).toBe(expected));
});

describe('parseRefinements', () => {
  it('reads lists, price and rating in canonical form without change', () => {
    const parsed = parse(
      '[refinementList][tags][0]=on-sale&[refinementList][tags][1]=campaign:black_friday' +
        '&[refinementList][brand][0]=Velbrenn Pro&[refinementList][categories.lvl1][0]=Gastro > Ovens' +
        '&[range][price]=10:99.95&[ratingMenu][averageRating]=4&query=oven&page=2',
    );
    expect(parsed).toEqual({
      refinements: {
        lists: { tags: ['on-sale', 'campaign:black_friday'], brand: ['Velbrenn Pro'], 'categories.lvl1': ['Gastro > Ovens'] },
        price: { min: 1000, max: 9995 },
        minRating: 4,
      },
      changed: false,
    });
    expect(new URLSearchParams(refinementPairs(parsed.refinements)).toString()).toBe(
      new URLSearchParams([
        ['[refinementList][tags][0]', 'on-sale'], ['[refinementList][tags][1]', 'campaign:black_friday'],
        ['[refinementList][brand][0]', 'Velbrenn Pro'], ['[refinementList][categories.lvl1][0]', 'Gastro > Ovens'],
        ['[range][price]', '10:99.95'], ['[ratingMenu][averageRating]', '4'],
      ]).toString(),
    );
  });

  it('reads percent-encoded keys as a GET form sends them', () => {
    expect(parse('%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Mensora')).toEqual({ refinements: { lists: { brand: ['Mensora'] } }, changed: false });
  });

  it.each<[string, Refinements]>([
    // InstantSearch spelling
    ['refinementList[brand][0]=A', { lists: { brand: ['A'] } }],
    ['range[price]=10:20', { lists: {}, price: { min: 1000, max: 2000 } }],
    ['ratingMenu[averageRating]=3', { lists: {}, minRating: 3 }],
    // indexes out of order or missing: ordered by index, then as written
    ['[refinementList][brand][1]=B&[refinementList][brand][0]=A', { lists: { brand: ['A', 'B'] } }],
    ['[refinementList][brand][]=A&[refinementList][brand][]=B', { lists: { brand: ['A', 'B'] } }],
    ['[refinementList][brand][0]=A&[refinementList][brand][5]=B', { lists: { brand: ['A', 'B'] } }],
    // duplicates, empty and padded values
    ['[refinementList][brand][0]=A&[refinementList][brand][1]=A', { lists: { brand: ['A'] } }],
    ['[refinementList][brand][0]=&[refinementList][tags][0]=new', { lists: { tags: ['new'] } }],
    ['[refinementList][brand][0]=%20A%20', { lists: { brand: ['A'] } }],
    // unknown attribute, ill-formed category level
    ['[refinementList][color][0]=red', { lists: {} }],
    ['[refinementList][categories.lvl1][0]=Gastro', { lists: {} }],
    ['[refinementList][categories.lvl0][0]=Gastro > Ovens', { lists: {} }],
    ['[refinementList][categories.lvl1][0]=Gastro >  > x', { lists: {} }],
    // price: bad, reversed, unnormalised, repeated
    ['[range][price]=abc', { lists: {} }],
    ['[range][price]=100:10', { lists: {} }],
    ['[range][price]=19.9:', { lists: {}, price: { min: 1990 } }],
    ['[range][price]=1:2&[range][price]=3:4', { lists: {}, price: { min: 100, max: 200 } }],
    // rating
    ['[ratingMenu][averageRating]=0', { lists: {} }],
    ['[ratingMenu][averageRating]=4.5', { lists: {} }],
    ['[ratingMenu][averageRating]=6', { lists: {} }],
    ['[ratingMenu][averageRating]=2&[ratingMenu][averageRating]=3', { lists: {}, minRating: 2 }],
  ])('%s → %j, changed', (query, refinements) => {
    expect(parse(query)).toEqual({ refinements, changed: true });
  });

  it(`keeps at most ${FACET_MAX_VALUES} values of an attribute`, () => {
    const query = new URLSearchParams(Array.from({ length: 35 }, (_, index): [string, string] => [refinementListKey('brand', index), `B${index}`]));
    const parsed = parseRefinements(query);
    expect(parsed.refinements.lists.brand).toHaveLength(FACET_MAX_VALUES);
    expect(parsed.changed).toBe(true);
  });

  it('ignores other keys and tells an empty state', () => {
    const parsed = parse('query=oven&sort=newest&utm_source=x');
    expect(parsed).toEqual({ refinements: { lists: {} }, changed: false });
    expect(hasNoRefinements(parsed.refinements)).toBe(true);
    expect(hasNoRefinements({ lists: { brand: [] }, minRating: 1 })).toBe(false);
    expect(hasNoRefinements({ lists: { brand: [] } })).toBe(true);
  });

  it('writes what it reads back unchanged', () => {
    const parsed = parse('refinementList[brand][1]=B&refinementList[brand][0]=A&range[price]=5:&ratingMenu[averageRating]=2');
    expect(parseRefinements(refinementPairs(parsed.refinements))).toEqual({ refinements: parsed.refinements, changed: false });
  });
});
