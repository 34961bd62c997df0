import { describe, expect, it } from '@jest/globals';
import type { ListingState } from './listing-state';
import { categoryFacetOf, HIT_ATTRIBUTES, listingSearchPlan } from './search-request';

const state = (over: Partial<ListingState> = {}): ListingState => ({
  query: '',
  refinements: { lists: {} },
  params: { page: 1, hitsPerPage: 24, sort: 'relevance' },
  ...over,
});

describe('listing search plan (Algolia multi-query)', () => {
  it('asks the sort replica for one page with every facet (30 values each)', () => {
    const plan = listingSearchPlan(state({ params: { page: 3, hitsPerPage: 12, sort: 'price-desc' } }), { category: { level: 1, path: 'Gastro > Ovens' } }, 'de-AT');
    expect(plan.requests).toEqual([
      {
        indexName: 'products_de-AT_price_desc',
        query: '',
        page: 2,
        hitsPerPage: 12,
        facets: ['tags', 'brand', 'price', 'averageRating', 'categories.lvl2'],
        maxValuesPerFacet: 30,
        facetFilters: ['categories.lvl1:Gastro > Ovens'],
        attributesToRetrieve: HIT_ATTRIBUTES,
      },
    ]);
    expect(plan.disjunctive).toEqual({});
    expect(plan.categoryFacet).toBe('categories.lvl2');
  });

  it('ORs values of an attribute, ANDs attributes, filters price in cents and rating, and counts each refined facet without its own filter', () => {
    const refined = state({
      query: 'oven',
      refinements: { lists: { brand: ['A', '-B'], tags: ['on-sale'] }, price: { min: 1000, max: 9995 }, minRating: 4 },
    });
    const plan = listingSearchPlan(refined, {}, 'sk-SK', true);
    const [main, tags, brand, price, rating] = plan.requests;
    expect(main).toMatchObject({
      indexName: 'products_sk-SK',
      query: 'oven',
      clickAnalytics: true,
      facetFilters: [['tags:on-sale'], ['brand:A', 'brand:\\-B']],
      numericFilters: ['price>=1000', 'price<=9995', 'averageRating>=4'],
    });
    expect(plan.disjunctive).toEqual({ tags: 1, brand: 2, price: 3, averageRating: 4 });
    expect(tags).toMatchObject({ hitsPerPage: 0, facets: ['tags'], facetFilters: [['brand:A', 'brand:\\-B']] });
    expect(brand).toMatchObject({ hitsPerPage: 0, facets: ['brand'], facetFilters: [['tags:on-sale']] });
    expect(price).toMatchObject({ facets: ['price'], numericFilters: ['averageRating>=4'] });
    expect(rating).toMatchObject({ facets: ['averageRating'], numericFilters: ['price>=1000', 'price<=9995'] });
    expect(rating).not.toHaveProperty('attributesToRetrieve');
  });

  it('offers the category level below the deepest one in force, none below level 4', () => {
    expect(categoryFacetOf(state(), {})).toBe('categories.lvl0');
    expect(categoryFacetOf(state({ refinements: { lists: { 'categories.lvl1': ['A > B'] } } }), {})).toBe('categories.lvl2');
    expect(categoryFacetOf(state(), { category: { level: 4, path: 'A > B > C > D > E' } })).toBeUndefined();
  });
});
