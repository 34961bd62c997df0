import { describe, expect, it } from '@jest/globals';
import { money } from '@shop/domain';
import type { ListingState } from './listing-state';
import { listingSearchPlan } from './search-request';
import { isFilterTag, listingHit, listingResult, type SearchAnswer } from './search-result';

const record = {
  objectID: 'EX10000001', sku: 'EX10000001', name: 'Oven', url: 'oven-10000001', price: 1900, standardPrice: 2500,
  currency: 'EUR', image: '/media/products/EX10000001.svg', averageRating: 4.3, reviewCount: 6, inStock: true,
};

describe('search answers as listing data', () => {
  it('maps a record to a hit, the standard price only when higher', () => {
    expect(listingHit(record, 'EUR')).toEqual({
      sku: 'EX10000001', name: 'Oven', slug: 'oven-10000001', image: '/media/products/EX10000001.svg',
      price: money(1900, 'EUR'), standardPrice: money(2500, 'EUR'), averageRating: 4.3, reviewCount: 6, inStock: true,
    });
    expect(listingHit({ ...record, standardPrice: 1900 }, 'EUR')).not.toHaveProperty('standardPrice');
    expect(listingHit({ ...record, image: undefined, averageRating: undefined }, 'EUR')).toEqual(
      expect.not.objectContaining({ image: expect.anything(), averageRating: expect.anything() }),
    );
  });

  it.each([['currency', 'CZK'], ['url', ''], ['name', undefined], ['price', -1], ['price', 1.5]])('drops a record with %s %j', (field, value) => {
    expect(listingHit({ ...record, [field]: value }, 'EUR')).toBeUndefined();
  });

  it('filters by the special and campaign tags only', () => {
    expect(['new', 'bestseller', 'bware', 'on-sale', 'topRated', 'campaign:black_friday'].every(isFilterTag)).toBe(true);
    expect(['Popular', 'Sale', 'campaign:'].some(isFilterTag)).toBe(false);
  });

  it('takes facet counts of refined attributes from their own search, keeps refined values without counts', () => {
    const state: ListingState = {
      query: '',
      refinements: { lists: { brand: ['Gone'] }, price: { min: 100 } },
      params: { page: 1, hitsPerPage: 24, sort: 'relevance' },
    };
    const plan = listingSearchPlan(state, {}, 'sk-SK');
    const answers: SearchAnswer[] = [
      {
        hits: [record, { ...record, currency: 'CZK' }], nbHits: 2, nbPages: 1, queryID: 'q', index: 'products_sk-SK',
        facets: { tags: { Popular: 9, new: 2 }, brand: { Gone: 2 }, 'categories.lvl0': { 'Gastro': 2 } },
        facets_stats: { price: { min: 1900, max: 1900 }, averageRating: { min: 4.3, max: 4.3 } },
      },
      { hits: [], nbHits: 5, nbPages: 0, facets: { brand: { A: 3, B: 2 } } },
      { hits: [], nbHits: 7, nbPages: 0, facets: { price: { 50: 1 } }, facets_stats: { price: { min: 50, max: 90000 } } },
    ];
    const result = listingResult(answers, plan, state.refinements, 'EUR');
    expect(result.hits.map((hit) => hit.sku)).toEqual(['EX10000001']);
    expect(result.brands).toEqual([
      { value: 'A', count: 3, selected: false },
      { value: 'B', count: 2, selected: false },
      { value: 'Gone', count: 0, selected: true },
    ]);
    expect(result.tags).toEqual([{ value: 'new', count: 2, selected: false }]);
    expect(result.priceStats).toEqual({ min: 50, max: 90000 });
    expect(result.maxRating).toBe(4.3);
    expect(result.categories).toEqual({ attribute: 'categories.lvl0', values: [{ value: 'Gastro', count: 2, selected: false }] });
    expect(result).toMatchObject({ nbHits: 2, queryID: 'q', index: 'products_sk-SK' });
  });

  it("keeps only the current branch's category values", () => {
    const state: ListingState = { query: '', refinements: { lists: { 'categories.lvl0': ['Gastro'] } }, params: { page: 1, hitsPerPage: 24, sort: 'relevance' } };
    const plan = listingSearchPlan(state, {}, 'sk-SK');
    const answers: SearchAnswer[] = [{ hits: [], nbHits: 3, nbPages: 1, facets: { 'categories.lvl1': { 'Gastro > Ovens': 2, 'Office > Desks': 1 } } }];
    expect(listingResult(answers, plan, state.refinements, 'EUR', 'Gastro').categories?.values.map((value) => value.value)).toEqual(['Gastro > Ovens']);
  });
});
