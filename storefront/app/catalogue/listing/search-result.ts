import {
  CATEGORY_PATH_SEPARATOR, isCampaignTag, isSpecialListingTag, money, type CurrencyCode, type FilterAttribute, type Money,
  type Refinements,
} from '@shop/domain';
import { keepQuantitiesTogether } from '../../i18n/quantities';
import type { SearchPlan } from './search-request';

/** One result of the backend's multi-query, as far as a listing reads it. */
export interface SearchAnswer {
  readonly hits: readonly Readonly<Record<string, unknown>>[];
  readonly nbHits: number;
  readonly nbPages: number;
  readonly facets?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly facets_stats?: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
  readonly queryID?: string;
  readonly index?: string;
}

/** A product of a listing page: what the tile shows, with the slug its link is built from. */
export interface ListingHit {
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly image?: string;
  readonly price: Money;
  readonly standardPrice?: Money;
  readonly averageRating?: number;
  readonly reviewCount: number;
  readonly inStock: boolean;
}

export interface FacetValue {
  readonly value: string;
  readonly count: number;
  readonly selected: boolean;
}

export interface ListingResult {
  readonly hits: readonly ListingHit[];
  readonly nbHits: number;
  readonly tags: readonly FacetValue[];
  readonly brands: readonly FacetValue[];
  /** The category level offered as a filter and its values. */
  readonly categories?: { readonly attribute: FilterAttribute; readonly values: readonly FacetValue[] };
  /** The price range of the products the other filters leave, in cents. */
  readonly priceStats?: { readonly min: number; readonly max: number };
  /** The highest average rating among them (rating filters above it would find nothing). */
  readonly maxRating?: number;
  readonly queryID?: string;
  readonly index?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);

/** A record as a listing hit, or undefined when it lacks what a tile needs (logged by the caller). */
export function listingHit(record: Readonly<Record<string, unknown>>, currency: CurrencyCode): ListingHit | undefined {
  const sku = text(record['sku']) ?? text(record['objectID']);
  const name = text(record['name']);
  const slug = text(record['url']);
  const price = count(record['price']);
  if (!sku || !name || !slug || price === undefined || record['currency'] !== currency) return undefined;
  const standard = count(record['standardPrice']);
  const rating = typeof record['averageRating'] === 'number' ? record['averageRating'] : undefined;
  const image = text(record['image']);
  return {
    sku,
    name: keepQuantitiesTogether(name),
    slug,
    ...(image ? { image } : {}),
    price: money(price, currency),
    ...(standard !== undefined && standard > price ? { standardPrice: money(standard, currency) } : {}),
    ...(rating !== undefined ? { averageRating: rating } : {}),
    reviewCount: count(record['reviewCount']) ?? 0,
    inStock: record['inStock'] === true,
  };
}

/**
 * A facet's values as the filter shows them: the counted values (the backend orders them by count),
 * plus any refined value the counts no longer hold, so it can still be removed.
 */
function facetValues(counts: Readonly<Record<string, number>> | undefined, selected: readonly string[], keep: (value: string) => boolean = () => true): FacetValue[] {
  const values = Object.entries(counts ?? {})
    .filter(([value]) => keep(value))
    .map(([value, n]) => ({ value, count: n, selected: selected.includes(value) }));
  for (const value of selected) if (!values.some((each) => each.value === value)) values.push({ value, count: 0, selected: true });
  return values;
}

/** Tags the shop filters by (spec 1 §2): the special tags and campaign tags, not internal ones such as 'Popular'. */
export const isFilterTag = (tag: string): boolean => isSpecialListingTag(tag) || isCampaignTag(tag);

/** The listing page from the answers of its search plan. */
export function listingResult(
  answers: readonly SearchAnswer[], plan: SearchPlan, refinements: Refinements, currency: CurrencyCode, categoryPrefix?: string,
): ListingResult {
  const main = answers[0];
  if (!main) throw new Error('the search answered no result for the listing');
  const facetsFor = (attribute: 'tags' | 'brand' | 'price' | 'averageRating') => {
    const index = plan.disjunctive[attribute];
    return index === undefined ? main : (answers[index] ?? main);
  };
  const hits = main.hits.map((record) => listingHit(record, currency)).filter((hit): hit is ListingHit => hit !== undefined);
  const categoryAttribute = plan.categoryFacet;
  const categoryValues = categoryAttribute
    ? facetValues(main.facets?.[categoryAttribute], refinements.lists[categoryAttribute as 'categories.lvl0'] ?? [], (value) =>
        // A product in two branches brings the other branch's values along; only this branch's show.
        categoryPrefix === undefined || value.startsWith(`${categoryPrefix}${CATEGORY_PATH_SEPARATOR}`),
      )
    : undefined;
  const priceStats = facetsFor('price').facets_stats?.['price'];
  const ratingStats = facetsFor('averageRating').facets_stats?.['averageRating'];
  return {
    hits,
    nbHits: main.nbHits,
    tags: facetValues(facetsFor('tags').facets?.['tags'], refinements.lists.tags ?? [], isFilterTag),
    brands: facetValues(facetsFor('brand').facets?.['brand'], refinements.lists.brand ?? []),
    ...(categoryAttribute && categoryValues ? { categories: { attribute: categoryAttribute, values: categoryValues } } : {}),
    ...(priceStats ? { priceStats: { min: priceStats.min, max: priceStats.max } } : {}),
    ...(ratingStats ? { maxRating: ratingStats.max } : {}),
    ...(main.queryID ? { queryID: main.queryID } : {}),
    ...(main.index ? { index: main.index } : {}),
  };
}
