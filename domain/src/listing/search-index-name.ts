import { DEFAULT_LISTING_SORT, type ListingSort } from './listing-sort.js';

/** Every product index name starts with this: `products_sk-SK`, `products_sk-SK_price_asc`. */
export const SEARCH_INDEX_PREFIX = 'products';

/**
 * The hosted search's index of a language-and-country for a listing sort (spec 1 §7: "keyed by
 * language and country, main index"): the main index sorts by relevance; every other sort is a
 * replica named like Algolia's sort replicas, the sort id with `_` for `-`
 * (`price-asc` → `products_sk-SK_price_asc`).
 */
export function searchIndexName(languageAndCountry: string, sort: ListingSort = DEFAULT_LISTING_SORT): string {
  const main = `${SEARCH_INDEX_PREFIX}_${languageAndCountry}`;
  return sort === DEFAULT_LISTING_SORT ? main : `${main}_${sort.replaceAll('-', '_')}`;
}
