import { redirect, data } from 'react-router';
import type { ShopRequest } from '../../shop/shop-context';
import { parseListingState, listingSearch, type ListingState } from './listing-state';
import { refinedCategory } from './refinement-changes';
import { listingSearchPlan, type ListingScope } from './search-request';
import { listingResult, type ListingResult, type SearchAnswer } from './search-result';

/** What every listing page (category, search, campaign, brand) renders. */
export interface ListingData {
  readonly state: ListingState;
  readonly result: ListingResult;
  readonly lastPage: number;
}

export interface LoadListingOptions {
  readonly scope: ListingScope;
  /** The search page reads a search term; category pages do not. */
  readonly allowQuery: boolean;
  /** Ask for a queryID, so clicks on the results can be reported (search page). */
  readonly clickAnalytics?: boolean;
}

/**
 * A listing page's state from its URL and its products from the backend's search. A URL whose
 * listing parameters are invalid or spelt another way is answered with one redirect to its
 * canonical form (308: the correction does not depend on the catalogue); a page past the last one,
 * known only after the search, with a temporary redirect to page 1 (spec 1 §2).
 */
export async function loadListing(shop: ShopRequest, url: URL, options: LoadListingOptions): Promise<ListingData> {
  const parsed = parseListingState(url.searchParams, { allowQuery: options.allowQuery });
  if (parsed.changed) throw redirect(`${url.pathname}${listingSearch(parsed.state)}`, 308);
  const { state } = parsed;
  const plan = listingSearchPlan(state, options.scope, shop.locale, options.clickAnalytics);
  let answers: SearchAnswer[];
  try {
    answers = (await shop.backend.search<{ results: SearchAnswer[] }>({ requests: plan.requests })).results;
  } catch (error) {
    // An honest error page (503) rather than an empty listing that looks like "no products".
    console.error(`listing search failed: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  const categoryPrefix = refinedCategory(state.refinements)?.path ?? options.scope.category?.path;
  const result = listingResult(answers, plan, state.refinements, shop.currency, categoryPrefix);
  const checked = parseListingState(url.searchParams, { allowQuery: options.allowQuery, totalHits: result.nbHits });
  if (checked.changed) throw redirect(`${url.pathname}${listingSearch(checked.state)}`, 302);
  return { state, result, lastPage: checked.lastPage };
}
