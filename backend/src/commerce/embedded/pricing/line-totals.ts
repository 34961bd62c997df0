import type { DiscountedLineItemPriceForQuantity } from '@commercetools/platform-sdk';
import { centMoney, type CartCurrency } from './cent-money.js';

/** What one cart discount took off one unit. */
export interface DiscountPortion {
  readonly discountId: string;
  readonly amount: number;
}

/**
 * One unit of a line item while cart discounts are applied. commercetools discounts per unit
 * ("Discounted price of a single quantity of the Line Item", discountedPricePerQuantity doc), and
 * units of one line may end up with different prices when an amount does not divide evenly; so
 * each unit is tracked on its own and equal units are grouped again at the end.
 */
export interface UnitState {
  price: number;
  readonly portions: DiscountPortion[];
}

export const unitsOf = (unitPrice: number, quantity: number): UnitState[] =>
  Array.from({ length: quantity }, () => ({ price: unitPrice, portions: [] }));

/** Takes `amount` off a unit; never below zero ("a discount never makes a price negative"). Returns what was taken. */
export function discountUnit(unit: UnitState, discountId: string, amount: number): number {
  const taken = Math.min(Math.max(amount, 0), unit.price);
  if (taken > 0) {
    unit.price -= taken;
    unit.portions.push({ discountId, amount: taken });
  }
  return taken;
}

export const unitsTotal = (units: readonly UnitState[]): number => units.reduce((total, unit) => total + unit.price, 0);

/**
 * Splits `amount` cents over `weights` in proportion, in whole cents that add up exactly to
 * `amount` (largest remainder: each share is rounded down, the cents left over go one by one to
 * the largest fractional remainders; equal remainders: the earlier item first). Used for absolute
 * discounts distributed over line items and over the units of a line. Requires amount <= sum of
 * weights when shares must stay within their weights.
 */
export function distributeProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(total)));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Splits `amount` into `count` equal whole-cent shares; the first shares take the cents left over. */
export function distributeEvenly(amount: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(amount / count);
  const extra = amount - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

/**
 * discountedPricePerQuantity: units with the same final price and the same portions are one
 * entry; entries come in the order their first unit has in the line (so with largest-remainder
 * distribution the units that absorbed the extra cent come first). Empty when no cart discount
 * touched the line, as on commercetools.
 */
const samePortions = (a: readonly DiscountPortion[], b: readonly DiscountPortion[]): boolean =>
  a.length === b.length && a.every((portion, index) => portion.discountId === b[index]!.discountId && portion.amount === b[index]!.amount);

export function groupUnits(units: readonly UnitState[], currency: CartCurrency): DiscountedLineItemPriceForQuantity[] {
  if (units.every((unit) => unit.portions.length === 0)) return [];
  const groups = new Map<string, { unit: UnitState; quantity: number }>();
  // Usually every unit of a line ends up alike: one group, found without building keys.
  const first = units[0]!;
  if (units.every((unit) => unit.price === first.price && samePortions(unit.portions, first.portions))) {
    groups.set('', { unit: first, quantity: units.length });
  } else {
    for (const unit of units) {
      // A plain string key: this runs once per unit of every line on every recalculation.
      let key = String(unit.price);
      for (const portion of unit.portions) key += `|${portion.discountId}:${portion.amount}`;
      const group = groups.get(key);
      if (group) group.quantity += 1;
      else groups.set(key, { unit, quantity: 1 });
    }
  }
  return [...groups.values()].map(({ unit, quantity }) => ({
    quantity,
    discountedPrice: {
      value: centMoney(unit.price, currency),
      includedDiscounts: unit.portions.map((portion) => ({
        discount: { typeId: 'cart-discount', id: portion.discountId },
        discountedAmount: centMoney(portion.amount, currency),
      })),
    },
  }));
}
