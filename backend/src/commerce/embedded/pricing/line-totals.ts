/** What one cart discount took off one unit. */
export interface DiscountPortion {
  readonly discountId: string;
  readonly amount: number;
}

/**
 * One unit of a line item while cart discounts are applied. commercetools discounts per unit
 * ("Discounted price of a single quantity of the Line Item", discountedPricePerQuantity doc), and
 * units of one line may end up with different prices when an amount does not divide evenly; so
 * each unit is discounted on its own and equal units are grouped again at the end. Recalculation
 * runs these on runs of identical units (unit-runs.ts), which must give the cents that discounting
 * unit by unit gives (unit-by-unit.fixture.ts, the oracle of unit-runs.spec.ts).
 */
export interface UnitState {
  price: number;
  readonly portions: DiscountPortion[];
}

/** Takes `amount` off a unit; never below zero ("a discount never makes a price negative"). Returns what was taken. */
export function discountUnit(unit: UnitState, discountId: string, amount: number): number {
  const taken = Math.min(Math.max(amount, 0), unit.price);
  if (taken > 0) {
    unit.price -= taken;
    unit.portions.push({ discountId, amount: taken });
  }
  return taken;
}

/**
 * Splits `amount` cents over `weights` in proportion, in whole cents that add up exactly to
 * `amount` (largest remainder: each share is rounded down, the cents left over go one by one to
 * the largest fractional remainders; equal remainders: the earlier item first). Used for absolute
 * discounts distributed over line items and over the units of a line. Requires amount <= sum of
 * weights when shares must stay within their weights.
 */
export function distributeProportionally(amount: number, weights: readonly number[]): number[] {
  return distributeOverGroups(amount, weights.map((weight) => ({ weight, count: 1 })))
    .map((group) => group.share + group.plusOne);
}

/** `count` items of the same weight, in item order: the identical units of a line. */
export interface WeightGroup {
  readonly weight: number;
  readonly count: number;
}

/** Each item of a group takes `share`; its first `plusOne` items take one cent more. */
export interface GroupShare {
  readonly share: number;
  readonly plusOne: number;
}

/**
 * distributeProportionally over the items of `groups`, without listing them one by one: items of
 * one group have equal remainders and follow each other, so the spare cents go to the groups by
 * remainder (the earlier group first) and, within a group, to its first items — exactly the items
 * the one-by-one distribution picks.
 */
export function distributeOverGroups(amount: number, groups: readonly WeightGroup[]): GroupShare[] {
  const total = groups.reduce((sum, group) => sum + group.weight * group.count, 0);
  if (total <= 0 || amount <= 0) return groups.map(() => ({ share: 0, plusOne: 0 }));
  const exact = groups.map((group) => BigInt(amount) * BigInt(group.weight));
  const shares = exact.map((value) => Number(value / BigInt(total)));
  let left = amount - shares.reduce((sum, share, index) => sum + share * groups[index]!.count, 0);
  const plusOne = groups.map(() => 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    const given = Math.min(left, groups[index]!.count);
    plusOne[index] = given;
    left -= given;
  }
  return shares.map((share, index) => ({ share, plusOne: plusOne[index]! }));
}
