import { campaignTitle, parseCampaignTag, REFINEMENT_ATTRIBUTES } from '@shop/domain';
import type { ListingState } from '../catalogue/listing/listing-state';

/** What a search page is about, for its heading and title (spec 1 §2: search, brand and campaign pages). */
export type SearchHeading =
  | { readonly kind: 'query'; readonly query: string }
  | { readonly kind: 'campaign'; readonly name: string }
  | { readonly kind: 'brand'; readonly brand: string }
  | { readonly kind: 'new-arrivals' | 'sales' | 'bestsellers' | 'all' };

const TAG_PAGES: Readonly<Record<string, SearchHeading>> = {
  new: { kind: 'new-arrivals' },
  'on-sale': { kind: 'sales' },
  bestseller: { kind: 'bestsellers' },
};

/**
 * A term names the page; otherwise a single campaign, special tag or brand does (the campaign page
 * shows the campaign's name); anything else is the whole range.
 */
export function searchHeading(state: ListingState): SearchHeading {
  if (state.query) return { kind: 'query', query: state.query };
  const refined = REFINEMENT_ATTRIBUTES.filter((attribute) => (state.refinements.lists[attribute] ?? []).length > 0);
  const tags = state.refinements.lists.tags ?? [];
  const brands = state.refinements.lists.brand ?? [];
  if (refined.length === 1 && tags.length === 1) {
    const campaign = parseCampaignTag(tags[0]!);
    if (campaign) return { kind: 'campaign', name: campaignTitle(campaign) };
    const page = TAG_PAGES[tags[0]!];
    if (page) return page;
  }
  if (refined.length === 1 && brands.length === 1) return { kind: 'brand', brand: brands[0]! };
  return { kind: 'all' };
}

const HEADING_MESSAGES: Readonly<Record<Exclude<SearchHeading['kind'], 'campaign' | 'brand'>, string>> = {
  query: 'search.resultsFor',
  'new-arrivals': 'search.newArrivals',
  sales: 'search.sales',
  bestsellers: 'search.bestsellers',
  all: 'search.allProducts',
};

/** The heading as text (page title), in the shopper's language. */
export function headingText(heading: SearchHeading, format: (id: string, values?: Record<string, string>) => string): string {
  if (heading.kind === 'campaign') return heading.name;
  if (heading.kind === 'brand') return heading.brand;
  return format(HEADING_MESSAGES[heading.kind], heading.kind === 'query' ? { query: heading.query } : undefined);
}
