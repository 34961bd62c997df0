import { DEFAULT_LISTING_SORT, LISTING_SORTS, type ListingSort } from '@shop/domain';
import { LOCALE_CODES, type LocaleCode } from '@shop/markets';

/** Every index name starts with this: `products_sk-SK`, `products_sk-SK_price_asc`. */
export const INDEX_NAME_PREFIX = 'products';

/** One searchable index: a language-and-country, and the listing sort its replica applies. */
export interface IndexTarget {
  readonly name: string;
  readonly locale: LocaleCode;
  readonly sort: ListingSort;
}

/**
 * The main index of a locale sorts by relevance; each other listing sort is a replica named like
 * Algolia's sort replicas, the sort id with `_` for `-` (`price-asc` → `products_sk-SK_price_asc`).
 */
export function indexName(locale: LocaleCode, sort: ListingSort = DEFAULT_LISTING_SORT): string {
  const main = `${INDEX_NAME_PREFIX}_${locale}`;
  return sort === DEFAULT_LISTING_SORT ? main : `${main}_${sort.replaceAll('-', '_')}`;
}

const TARGETS: ReadonlyMap<string, IndexTarget> = new Map(
  LOCALE_CODES.flatMap((locale) => LISTING_SORTS.map((sort): [string, IndexTarget] => {
    const name = indexName(locale, sort);
    return [name, { name, locale, sort }];
  })),
);

/** The index a name designates, or undefined for a name the shop does not serve. */
export const indexTarget = (name: string): IndexTarget | undefined => TARGETS.get(name);

export const allIndexNames = (): string[] => [...TARGETS.keys()];
