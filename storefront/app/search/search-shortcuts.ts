import { DEFAULT_LISTING_SORT, SORT_PARAM, type ListingSort } from '@shop/domain';
import type { ListingState } from '../catalogue/listing/listing-state';
import { toggleValue, isRefined } from '../catalogue/listing/refinement-changes';

/**
 * The search page's shortcut parameters (spec 1 §2: "shortcut parameters new-arrivals and sales"):
 * `/search?new-arrivals` lists the new products, newest first; `/search?sales` the products on sale.
 * Each is rewritten to the refinement it stands for, so a listing has one URL form.
 */
export const SEARCH_SHORTCUTS: Readonly<Record<string, { readonly tag: string; readonly sort?: ListingSort }>> = {
  'new-arrivals': { tag: 'new', sort: 'newest' },
  sales: { tag: 'on-sale' },
};

export const hasSearchShortcut = (search: URLSearchParams): boolean => Object.keys(SEARCH_SHORTCUTS).some((key) => search.has(key));

/** The state with the shortcuts of the URL applied; an explicit sort in the URL wins over a shortcut's. */
export function applySearchShortcuts(state: ListingState, search: URLSearchParams): ListingState {
  let next = state;
  for (const [key, shortcut] of Object.entries(SEARCH_SHORTCUTS)) {
    if (!search.has(key)) continue;
    const refinements = isRefined(next.refinements, 'tags', shortcut.tag) ? next.refinements : toggleValue(next.refinements, 'tags', shortcut.tag);
    const sort = shortcut.sort && !search.has(SORT_PARAM) && next.params.sort === DEFAULT_LISTING_SORT ? shortcut.sort : next.params.sort;
    next = { ...next, refinements, params: { ...next.params, page: 1, sort } };
  }
  return next;
}

/** The URL without its shortcut keys, which the listing would otherwise read as unknown. */
export function withoutShortcuts(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const key of Object.keys(SEARCH_SHORTCUTS)) rest.delete(key);
  return rest;
}
