import { SEARCH_PATH } from '@shop/domain';
import { redirect } from 'react-router';
import { listingMeta } from '../catalogue/listing/listing-meta.server';
import { listingSearch, parseListingState } from '../catalogue/listing/listing-state';
import { loadListing, type ListingData } from '../catalogue/listing/listing.server';
import type { PageMeta } from '../catalogue/listing/page-meta';
import { serverIntl } from '../catalogue/listing/server-intl.server';
import type { ShopRequest } from '../shop/shop-context';
import { headingText, searchHeading, type SearchHeading } from './search-heading';
import { applySearchShortcuts, hasSearchShortcut, withoutShortcuts } from './search-shortcuts';

export interface SearchPageData {
  readonly kind: 'search';
  readonly heading: SearchHeading;
  readonly listing: ListingData;
  readonly meta: PageMeta;
}

/**
 * The search page (spec 1 §2): a term, a brand or campaign refinement, or a shortcut
 * (new-arrivals, sales), which is rewritten once to the refinement it stands for.
 */
export async function loadSearchPage(shop: ShopRequest): Promise<SearchPageData> {
  const { url } = shop;
  if (hasSearchShortcut(url.searchParams)) {
    const parsed = parseListingState(withoutShortcuts(url.searchParams), { allowQuery: true });
    throw redirect(`${url.pathname}${listingSearch(applySearchShortcuts(parsed.state, url.searchParams))}`, 308);
  }
  const listing = await loadListing(shop, url, { scope: {}, allowQuery: true, clickAnalytics: true });
  const heading = searchHeading(listing.state);
  const intl = serverIntl(shop.locale);
  const title = headingText(heading, (id, values) => intl.formatMessage({ id }, values));
  return {
    kind: 'search',
    heading,
    listing,
    meta: listingMeta(shop, {
      title,
      description: intl.formatMessage({ id: 'search.metaDescription' }, { title, count: listing.result.nbHits }),
      path: SEARCH_PATH,
      page: listing.state.params.page,
    }),
  };
}
