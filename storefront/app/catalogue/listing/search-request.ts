import {
  CATEGORY_LEVELS, categoryLevelAttribute, FACET_MAX_VALUES, facetValueLimit, REFINEMENT_ATTRIBUTES, searchIndexName,
  type CategoryLevel, type FilterAttribute, type RefinementAttribute,
} from '@shop/domain';
import type { ListingState } from './listing-state';

/** What the listing is narrowed to before the shopper's refinements: a category page's own category. */
export interface ListingScope {
  readonly category?: { readonly level: CategoryLevel; readonly path: string };
}

/** One search of Algolia's multi-query, as the backend takes it. */
export interface SearchRequest {
  readonly indexName: string;
  readonly query: string;
  readonly page: number;
  readonly hitsPerPage: number;
  readonly facets: readonly FilterAttribute[];
  readonly maxValuesPerFacet: number;
  readonly facetFilters?: readonly (string | readonly string[])[];
  readonly numericFilters?: readonly string[];
  readonly attributesToRetrieve?: readonly string[];
  readonly clickAnalytics?: boolean;
}

/** Which request answers which part of the page. */
export interface SearchPlan {
  readonly requests: readonly SearchRequest[];
  /** The facet attributes whose counts come from their own request (index in `requests`). */
  readonly disjunctive: Readonly<Partial<Record<'tags' | 'brand' | 'price' | 'averageRating', number>>>;
  /** The category level the page offers as a filter, if any. */
  readonly categoryFacet?: FilterAttribute;
}

/** What a tile shows; the rest of a record stays on the server. */
export const HIT_ATTRIBUTES = [
  'sku', 'name', 'url', 'price', 'standardPrice', 'currency', 'image', 'brand', 'averageRating', 'reviewCount', 'inStock',
] as const;

// Algolia reads a leading '-' as a negation; a value that really starts with one is escaped.
const escapeFacetValue = (value: string): string => (value.startsWith('-') ? `\\${value}` : value);
const facetFilter = (attribute: string, value: string): string => `${attribute}:${escapeFacetValue(value)}`;

type Omitted = RefinementAttribute | 'price' | 'averageRating';

function filtersOf(state: ListingState, scope: ListingScope, omit?: Omitted) {
  const facetFilters: (string | string[])[] = [];
  if (scope.category) facetFilters.push(facetFilter(categoryLevelAttribute(scope.category.level), scope.category.path));
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = state.refinements.lists[attribute] ?? [];
    if (attribute === omit || values.length === 0) continue;
    facetFilters.push(values.map((value) => facetFilter(attribute, value)));
  }
  const numericFilters: string[] = [];
  const { price, minRating } = state.refinements;
  // Price ranges are written in currency units and searched in cents (domain's × 100).
  if (price && omit !== 'price') {
    if (price.min !== undefined) numericFilters.push(`price>=${price.min}`);
    if (price.max !== undefined) numericFilters.push(`price<=${price.max}`);
  }
  if (minRating !== undefined && omit !== 'averageRating') numericFilters.push(`averageRating>=${minRating}`);
  return {
    ...(facetFilters.length ? { facetFilters } : {}),
    ...(numericFilters.length ? { numericFilters } : {}),
  };
}

/**
 * The category level offered as a filter: below the category page's own level, or below the
 * deepest level the search is refined to; none past the last level.
 */
export function categoryFacetOf(state: ListingState, scope: ListingScope): FilterAttribute | undefined {
  let level: number = scope.category ? scope.category.level + 1 : 0;
  for (const each of CATEGORY_LEVELS) {
    if ((state.refinements.lists[categoryLevelAttribute(each)] ?? []).length > 0) level = Math.max(level, each + 1);
  }
  return level <= 4 ? categoryLevelAttribute(level as CategoryLevel) : undefined;
}

/**
 * The searches of one listing page: the page itself with every filter, plus, for each refined
 * OR-attribute and range, the same search without that filter, so its facet still counts the
 * values a shopper can add (Algolia's disjunctive faceting) and the price range stays whole.
 */
export function listingSearchPlan(state: ListingState, scope: ListingScope, locale: string, clickAnalytics = false): SearchPlan {
  const indexName = searchIndexName(locale, state.params.sort);
  const categoryFacet = categoryFacetOf(state, scope);
  const maxValuesPerFacet = facetValueLimit(FACET_MAX_VALUES);
  const main: SearchRequest = {
    indexName,
    query: state.query,
    page: state.params.page - 1,
    hitsPerPage: state.params.hitsPerPage,
    facets: ['tags', 'brand', 'price', 'averageRating', ...(categoryFacet ? [categoryFacet] : [])],
    maxValuesPerFacet,
    ...filtersOf(state, scope),
    attributesToRetrieve: HIT_ATTRIBUTES,
    ...(clickAnalytics ? { clickAnalytics } : {}),
  };
  const requests: SearchRequest[] = [main];
  const disjunctive: Partial<Record<'tags' | 'brand' | 'price' | 'averageRating', number>> = {};
  const refined = {
    tags: (state.refinements.lists.tags ?? []).length > 0,
    brand: (state.refinements.lists.brand ?? []).length > 0,
    price: state.refinements.price !== undefined,
    averageRating: state.refinements.minRating !== undefined,
  };
  for (const attribute of ['tags', 'brand', 'price', 'averageRating'] as const) {
    if (!refined[attribute]) continue;
    disjunctive[attribute] = requests.length;
    requests.push({
      indexName,
      query: state.query,
      page: 0,
      hitsPerPage: 0,
      facets: [attribute],
      maxValuesPerFacet,
      ...filtersOf(state, scope, attribute),
    });
  }
  return { requests, disjunctive, ...(categoryFacet ? { categoryFacet } : {}) };
}
