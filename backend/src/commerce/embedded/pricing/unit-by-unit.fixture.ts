import type { DiscountedLineItemPriceForQuantity } from '@commercetools/platform-sdk';
import type { CartCurrency } from './cent-money.js';
import type { UnitState } from './line-totals.js';
import { groupRuns } from './unit-runs.js';

/*
 * A line's units written out one by one: the plain form of commercetools' per-unit discounting,
 * the oracle the run-length form (unit-runs.ts) must match to the cent in unit-runs.spec.ts.
 */

export const unitsOf = (unitPrice: number, quantity: number): UnitState[] =>
  Array.from({ length: quantity }, () => ({ price: unitPrice, portions: [] }));

export const unitsTotal = (units: readonly UnitState[]): number => units.reduce((total, unit) => total + unit.price, 0);

/** Splits `amount` into `count` equal whole-cent shares; the first shares take the cents left over. */
export function distributeEvenly(amount: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(amount / count);
  const extra = amount - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

/** discountedPricePerQuantity of units discounted one by one: each unit a run of one. */
export const groupUnits = (units: readonly UnitState[], currency: CartCurrency): DiscountedLineItemPriceForQuantity[] =>
  groupRuns(units.map((unit) => ({ ...unit, count: 1 })), currency);
