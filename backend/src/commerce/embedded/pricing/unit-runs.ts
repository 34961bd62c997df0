import type { DiscountedLineItemPriceForQuantity } from '@commercetools/platform-sdk';
import { centMoney, type CartCurrency } from './cent-money.js';
import { discountUnit, distributeOverGroups, distributeProportionally, type GroupShare, type UnitState } from './line-totals.js';

/*
 * The units of a line item in run-length form. Cart discounts work per unit (line-totals.ts), but
 * the units of a line are alike until a discount hands out a spare cent: so a line is a list of
 * runs of identical units, in unit order, and a run is split only where its units come apart. A
 * line of 300 units then costs what one unit costs, on every recalculation. Each function here
 * gives exactly what the one-by-one functions of line-totals.ts give (unit-runs.spec.ts).
 */

/** `count` identical units, each at `price` after `portions`. */
export interface UnitRun extends UnitState {
  count: number;
}

export const unitRunsOf = (unitPrice: number, quantity: number): UnitRun[] =>
  quantity > 0 ? [{ price: unitPrice, portions: [], count: quantity }] : [];

export const runsTotal = (runs: readonly UnitRun[]): number => runs.reduce((total, run) => total + run.price * run.count, 0);

/** Takes `amount` off every unit of the run (never below zero); returns what was taken from all of them. */
export const discountRun = (run: UnitRun, discountId: string, amount: number): number =>
  discountUnit(run, discountId, amount) * run.count;

/**
 * Takes each run's share off its units, the first `plusOne` of them one cent more: those become a
 * run of their own, placed first, as they come first among the run's units.
 */
function discountByShares(runs: UnitRun[], discountId: string, shares: readonly GroupShare[]): number {
  let taken = 0;
  // Backwards, so that inserting a split-off run leaves the runs still to do where they were.
  for (let index = runs.length - 1; index >= 0; index--) {
    const run = runs[index]!;
    const { share, plusOne } = shares[index]!;
    if (plusOne > 0 && plusOne < run.count) {
      const first: UnitRun = { price: run.price, portions: [...run.portions], count: plusOne };
      run.count -= plusOne;
      runs.splice(index, 0, first);
      taken += discountRun(first, discountId, share + 1);
      taken += discountRun(run, discountId, share);
    } else {
      taken += discountRun(run, discountId, plusOne > 0 ? share + 1 : share);
    }
  }
  return taken;
}

/**
 * EvenDistribution: `amount` (at most what the lines cost) in equal shares over every unit of the
 * lines, the spare cents to the first units. Returns what was taken.
 */
export function discountEvenly(lines: readonly UnitRun[][], discountId: string, amount: number): number {
  const count = lines.reduce((sum, runs) => sum + runs.reduce((units, run) => units + run.count, 0), 0);
  if (count === 0) return 0;
  const spread = Math.min(amount, lines.reduce((sum, runs) => sum + runsTotal(runs), 0));
  const share = Math.floor(spread / count);
  let spare = spread - share * count;
  let taken = 0;
  for (const runs of lines) {
    const shares = runs.map((run) => {
      const plusOne = Math.min(spare, run.count);
      spare -= plusOne;
      return { share, plusOne };
    });
    taken += discountByShares(runs, discountId, shares);
  }
  return taken;
}

/**
 * ProportionateDistribution: `amount` (at most what the lines cost) over the lines in proportion to
 * their totals, then over each line's units in proportion to their prices (distributeProportionally
 * both times). Returns what was taken.
 */
export function discountProportionally(lines: readonly UnitRun[][], discountId: string, amount: number): number {
  const totals = lines.map(runsTotal);
  const lineShares = distributeProportionally(Math.min(amount, totals.reduce((sum, total) => sum + total, 0)), totals);
  let taken = 0;
  lines.forEach((runs, index) => {
    const shares = distributeOverGroups(lineShares[index] ?? 0, runs.map((run) => ({ weight: run.price, count: run.count })));
    taken += discountByShares(runs, discountId, shares);
  });
  return taken;
}

/**
 * discountedPricePerQuantity: units with the same final price and portions are one entry, in the
 * order of their first unit (so with largest-remainder distribution the units that absorbed the
 * extra cent come first); empty when no cart discount touched the line, as on commercetools.
 */
export function groupRuns(runs: readonly UnitRun[], currency: CartCurrency): DiscountedLineItemPriceForQuantity[] {
  if (runs.every((run) => run.portions.length === 0)) return [];
  const groups = new Map<string, { run: UnitRun; quantity: number }>();
  for (const run of runs) {
    let key = String(run.price);
    for (const portion of run.portions) key += `|${portion.discountId}:${portion.amount}`;
    const group = groups.get(key);
    if (group) group.quantity += run.count;
    else groups.set(key, { run, quantity: run.count });
  }
  return [...groups.values()].map(({ run, quantity }) => ({
    quantity,
    discountedPrice: {
      value: centMoney(run.price, currency),
      includedDiscounts: run.portions.map((portion) => ({
        discount: { typeId: 'cart-discount', id: portion.discountId },
        discountedAmount: centMoney(portion.amount, currency),
      })),
    },
  }));
}
