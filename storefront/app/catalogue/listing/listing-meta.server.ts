import { canonicalListingQuery, INDEX_ALLOWED_QUERY_PARAMS } from '@shop/domain';
import type { ShopRequest } from '../../shop/shop-context';
import { isIndexableSearch } from './listing-state';
import { SHOP_NAME, type PageMeta } from './page-meta';
import { serverIntl } from './server-intl.server';

export interface ListingMetaInput {
  /** The page's own name (category name, search heading). */
  readonly title: string;
  readonly description: string;
  /** The page's path without language prefix and query ('/ovens/', '/c/ovens/', '/search'). */
  readonly path: string;
  readonly page: number;
}

/**
 * Spec 1 §2: the canonical link keeps only `page`, and only above 1; a URL with any other query
 * parameter (filters, sorts, a search term) is not indexed.
 */
export function listingMeta(shop: ShopRequest, input: ListingMetaInput): PageMeta {
  const intl = serverIntl(shop.locale);
  const query = new URLSearchParams(canonicalListingQuery({ page: input.page })).toString();
  const title = input.page > 1 ? intl.formatMessage({ id: 'listing.metaTitlePage' }, { title: input.title, page: input.page }) : input.title;
  return {
    title: `${title} | ${SHOP_NAME}`,
    description: input.description,
    canonical: `${shop.origin}${shop.languagePrefix}${input.path}${query ? `?${query}` : ''}`,
    robots: isIndexableSearch(shop.url.searchParams, INDEX_ALLOWED_QUERY_PARAMS) ? 'index, follow' : 'noindex, nofollow',
  };
}
