import {
  CATEGORY_LEVELS,
  categoryLevelAttribute,
  DEFAULT_LISTING_SORT,
  isHitsPerPage,
  isListingSort,
  searchIndexName,
  type FilterAttribute,
  type HitsPerPage,
  type ListingSort,
} from '@shop/domain';
import { list, record, text } from '../blocks/props';

/** The facet attributes a product block may filter by (the numeric ones, price and rating, are the listing page's). */
const FACET_ATTRIBUTES = ['tags', 'brand', ...CATEGORY_LEVELS.map(categoryLevelAttribute)] as const satisfies readonly FilterAttribute[];
type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** A slider holds one page of the smallest listing size. */
export const BLOCK_HITS_PER_PAGE: HitsPerPage = 12;

/** The search a product block shows: the listing parameters of domain (filters, sort, size), as the CMS writes them. */
export interface BlockQuery {
  readonly filters: Readonly<Partial<Record<FacetAttribute, readonly string[]>>>;
  readonly sort: ListingSort;
  readonly hitsPerPage: HitsPerPage;
}

/** `{ filters: { tags: ['bestseller'] }, sort, hitsPerPage }`; unknown attributes and bad values are dropped. */
export function readBlockQuery(value: unknown): BlockQuery {
  const fields = record(value);
  const filterFields = record(fields?.['filters']) ?? {};
  const filters: Partial<Record<FacetAttribute, readonly string[]>> = {};
  for (const attribute of FACET_ATTRIBUTES) {
    const values = list(filterFields[attribute], text);
    if (values.length > 0) filters[attribute] = values;
  }
  const sort = fields?.['sort'];
  const hitsPerPage = fields?.['hitsPerPage'];
  return {
    filters,
    sort: isListingSort(sort) ? sort : DEFAULT_LISTING_SORT,
    hitsPerPage: isHitsPerPage(hitsPerPage) ? hitsPerPage : BLOCK_HITS_PER_PAGE,
  };
}

/** What a tile shows; the rest of a record stays on the server. */
const TILE_ATTRIBUTES = ['sku', 'name', 'url', 'price', 'standardPrice', 'currency', 'image', 'averageRating', 'reviewCount', 'inStock'] as const;

// Algolia reads a leading '-' as a negation; a value that really starts with one is escaped.
const facetFilter = (attribute: string, value: string): string => `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;

/**
 * The Algolia-shaped request of a block's query (POST /api/search/1/indexes/* /queries) on the
 * locale's index or its sort replica (domain's searchIndexName): values of one attribute are
 * alternatives (OR), attributes all apply (AND).
 */
export function searchRequestOf(query: BlockQuery, locale: string): Record<string, unknown> {
  const facetFilters = Object.entries(query.filters).map(([attribute, values]) => values.map((value) => facetFilter(attribute, value)));
  return {
    indexName: searchIndexName(locale, query.sort),
    query: '',
    page: 0,
    hitsPerPage: query.hitsPerPage,
    ...(facetFilters.length > 0 ? { facetFilters } : {}),
    attributesToRetrieve: TILE_ATTRIBUTES,
  };
}
