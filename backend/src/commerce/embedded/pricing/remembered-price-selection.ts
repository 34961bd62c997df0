import type { Price } from '@commercetools/platform-sdk';
import { selectPrice, type PriceScope } from './price-selection.js';
import { validityUnchangedAround } from './validity.js';

interface Selection {
  readonly price: Price | undefined;
  /** The answer holds for instants in [from, until). */
  readonly from: number;
  readonly until: number;
}

/**
 * Selections per price list and scope. A variant's list holds a price per market (25 in the
 * demo) and every recalculation selects one for every line, always the same one: scanning the
 * list each time cost more than the rest of pricing a line. Keyed by the list itself, so only for
 * lists that are shared values never mutated — the catalogue's and the line snapshots'.
 */
const selections = new WeakMap<readonly Price[], Map<string, Selection>>();

const scopeKey = (scope: PriceScope): string =>
  `${scope.currency}|${part(scope.country)}|${part(scope.customerGroupId)}|${part(scope.channelId)}`;
const part = (value: string | undefined): string => (value === undefined ? '-' : `+${value}`);

/** The one list standing for a variant without prices: selections are remembered per list object. */
const NO_PRICES: readonly Price[] = [];

/** selectPrice over a never-mutated price list (none: no prices), remembered for as long as the answer holds. */
export function selectRememberedPrice(list: readonly Price[] | undefined, scope: PriceScope): Price | undefined {
  const prices = list ?? NO_PRICES;
  const time = scope.now.getTime();
  let byScope = selections.get(prices);
  if (!byScope) selections.set(prices, (byScope = new Map()));
  const key = scopeKey(scope);
  const known = byScope.get(key);
  if (known && known.from <= time && time < known.until) return known.price;
  const price = selectPrice(prices, scope);
  // Every price's bounds count, in scope or not, which at worst narrows the window.
  byScope.set(key, { price, ...validityUnchangedAround(prices, time) });
  return price;
}
