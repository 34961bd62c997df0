import { buildCampaignTag, SEARCH_PATH, TAG_SEARCH_QUERY_KEY } from '@shop/domain';
import { PAGE_SLUG_ALIASES } from '../page-slug-aliases.js';

/** Brand listings filter the search page by brand (spec 1 §2), written like the tag links. */
export const BRAND_SEARCH_QUERY_KEY = '[refinementList][brand][0]';

export const tagSearchPath = (tag: string): string => `${SEARCH_PATH}?${TAG_SEARCH_QUERY_KEY}=${encodeURIComponent(tag)}`;

export const campaignSearchPath = (campaignName: string): string => tagSearchPath(buildCampaignTag(campaignName));

export const brandSearchPath = (brandName: string): string => `${SEARCH_PATH}?${BRAND_SEARCH_QUERY_KEY}=${encodeURIComponent(brandName)}`;

const ROUTE_OF_PAGE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PAGE_SLUG_ALIASES).map(([route, page]) => [page, route]),
);

/** The route of a CMS page: the spec's content route where it names one (/dispatch-information/), else /{slug}/. */
export const contentPagePath = (pageSlug: string): string => `/${ROUTE_OF_PAGE[pageSlug] ?? pageSlug}/`;

/** A campaign's page slug: its name in kebab case (black_friday → black-friday). */
export const campaignPageSlug = (campaignName: string): string => campaignName.toLowerCase().replace(/_/g, '-');

/** A campaign's display name, which stays as marketed in every language (black_friday → Black Friday). */
export const campaignTitle = (campaignName: string): string =>
  campaignName.split(/[_-]+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
