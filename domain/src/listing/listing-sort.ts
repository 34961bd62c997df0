/**
 * Listing sorts (spec 1 §2, §9): relevance (default), name ascending, name descending, price
 * ascending, price descending, newest. The spec names no URL values; these ids are ours and are
 * what the `sort` query parameter carries.
 */
export const LISTING_SORTS = ['relevance', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const DEFAULT_LISTING_SORT: ListingSort = 'relevance';
export const SORT_PARAM = 'sort';

export const isListingSort = (value: unknown): value is ListingSort =>
  typeof value === 'string' && (LISTING_SORTS as readonly string[]).includes(value);
