import { LISTING_SORTS, searchIndexName, type ListingSort } from '@shop/domain';
import { LOCALE_CODES, type LocaleCode } from '@shop/markets';

/** One searchable index: a language-and-country, and the listing sort its replica applies. */
export interface IndexTarget {
  readonly name: string;
  readonly locale: LocaleCode;
  readonly sort: ListingSort;
}

// The names are domain's rule (searchIndexName: `products_sk-SK`, `products_sk-SK_price_asc`),
// shared with the storefront; the backend only knows which of them it serves.
const TARGETS: ReadonlyMap<string, IndexTarget> = new Map(
  LOCALE_CODES.flatMap((locale) => LISTING_SORTS.map((sort): [string, IndexTarget] => {
    const name = searchIndexName(locale, sort);
    return [name, { name, locale, sort }];
  })),
);

/** The index a name designates, or undefined for a name the shop does not serve. */
export const indexTarget = (name: string): IndexTarget | undefined => TARGETS.get(name);

export const allIndexNames = (): string[] => [...TARGETS.keys()];
