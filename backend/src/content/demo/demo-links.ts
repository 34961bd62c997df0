import { buildCampaignTag, refinementListKey, SEARCH_PATH, TAG_SEARCH_QUERY_KEY } from '@shop/domain';
import { PAGE_SLUG_ALIASES } from '../page-slug-aliases.js';

export const tagSearchPath = (tag: string): string => `${SEARCH_PATH}?${TAG_SEARCH_QUERY_KEY}=${encodeURIComponent(tag)}`;

export const campaignSearchPath = (campaignName: string): string => tagSearchPath(buildCampaignTag(campaignName));

/** Brand listings filter the search page by brand (spec 1 §2), with domain's refinement key. */
export const brandSearchPath = (brandName: string): string =>
  `${SEARCH_PATH}?${refinementListKey('brand', 0)}=${encodeURIComponent(brandName)}`;

const ROUTE_OF_PAGE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PAGE_SLUG_ALIASES).map(([route, page]) => [page, route]),
);

/** The route of a CMS page: the spec's content route where it names one (/dispatch-information/), else /{slug}/. */
export const contentPagePath = (pageSlug: string): string => `/${ROUTE_OF_PAGE[pageSlug] ?? pageSlug}/`;

/** A campaign's page slug: its name in kebab case (black_friday → black-friday). */
export const campaignPageSlug = (campaignName: string): string => campaignName.toLowerCase().replace(/_/g, '-');
