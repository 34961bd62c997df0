import { DEFAULT_HITS_PER_PAGE, HITS_PER_PAGE_PARAM, type HitsPerPage } from './hits-per-page.js';
import { DEFAULT_LISTING_SORT, SORT_PARAM } from './listing-sort.js';
import type { ListingParams } from './listing-params.js';
import { FIRST_PAGE, PAGE_PARAM } from './page-range.js';

/** The only query parameter a listing's canonical link and the index allow-list keep (spec 1 §2). */
export const INDEX_ALLOWED_QUERY_PARAMS = [PAGE_PARAM] as const;

/** The canonical link's query: page, and only when above 1 (spec 1 §2). */
export function canonicalListingQuery(params: Pick<ListingParams, 'page'>): Record<string, string> {
  return params.page > FIRST_PAGE ? { [PAGE_PARAM]: String(params.page) } : {};
}

/**
 * The listing parameters as the page URL writes them, for the redirect after parsing: defaults are
 * left out (page 1 as the first-page rule requires; default size and sort because they add nothing).
 */
export function listingQuery(
  params: ListingParams,
  defaultHitsPerPage: HitsPerPage = DEFAULT_HITS_PER_PAGE,
): Record<string, string> {
  return {
    ...(params.sort !== DEFAULT_LISTING_SORT ? { [SORT_PARAM]: params.sort } : {}),
    ...(params.hitsPerPage !== defaultHitsPerPage ? { [HITS_PER_PAGE_PARAM]: String(params.hitsPerPage) } : {}),
    ...canonicalListingQuery(params),
  };
}
