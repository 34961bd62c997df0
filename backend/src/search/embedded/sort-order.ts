import type { CustomSorterFunctionItem } from '@orama/orama';
import type { ListingSort } from '@shop/domain';

interface SortFields {
  readonly price: number;
  readonly newest: number;
  readonly nameRank: number;
}

type Item = CustomSorterFunctionItem<SortFields>;
type Comparator = (a: Item, b: Item) => number;

const byName: Comparator = ([, , a], [, , b]) => a.nameRank - b.nameRank;

/**
 * The order of a sort replica; undefined for relevance, which is the engine's score order. Equal
 * prices and dates fall back to the name, so a page boundary never shuffles between two requests.
 */
export const SORT_COMPARATORS: Readonly<Record<ListingSort, Comparator | undefined>> = {
  relevance: undefined,
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': (a, b) => a[2].price - b[2].price || byName(a, b),
  'price-desc': (a, b) => b[2].price - a[2].price || byName(a, b),
  newest: (a, b) => b[2].newest - a[2].newest || byName(a, b),
};
