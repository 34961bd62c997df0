import type { CartDiscount, CartDiscountValue, TypedMoney } from '@commercetools/platform-sdk';
import { divideRounded, type RoundingMode } from '@shop/domain';
import { amountInCurrency, centsOf, type CartCurrency } from './cent-money.js';
import { discountUnit, type DiscountPortion, type UnitState } from './line-totals.js';
import { PricingError } from './pricing-error.js';
import { matchesCart, matchesLine, type CartSubject, type LineSubject } from './predicates/evaluate.js';
import { parsePredicate } from './predicates/parser.js';
import { discountEvenly, discountProportionally, discountRun, type UnitRun } from './unit-runs.js';
import { isWithinValidity } from './validity.js';

/*
 * Cart discounts as commercetools applies them to line items and shipping:
 * - eligible: isActive, validFrom <= now < validUntil, the cart's store among `stores` (empty = all
 *   stores), requiresDiscountCode only via a discount code of the cart, cartPredicate true;
 * - applied in descending sortOrder ("a CartDiscount with a higher value is prioritized";
 *   "discounts with higher sortOrder values are applied first", DiscountedLineItemPrice doc),
 *   each on the price left by the previous ones, rounding after every step
 *   (DiscountedLineItemPriceForQuantity doc: "rounding occurs at each step");
 * - StopAfterThisDiscount: once such a discount applied, the lower ones are ignored — unless it
 *   could not apply because its target matched nothing (release note 2018-06-01).
 * Supported targets: lineItems and shipping; values: relative, absolute, fixed. Other targets
 * (totalPrice, customLineItems, multiBuy…, pattern) and gift line items are refused by
 * `validateCartDiscount` when the discount is created, and never applied here.
 */

/** Eligible discounts are sorted on every recalculation: read each sortOrder's digits once. Bounded. */
const digits = new Map<string, { whole: string; fraction: string }>();

function sortOrderDigits(text: string): { whole: string; fraction: string } {
  const known = digits.get(text);
  if (known) return known;
  const [, whole = '', fraction = ''] = /^\s*(\d*)(?:\.(\d*))?\s*$/.exec(text) ?? [];
  const result = { whole: whole.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
  if (digits.size >= 1_000) digits.clear();
  digits.set(text, result);
  return result;
}

/** Descending sortOrder, compared as exact decimal text ('0.9' before '0.10'), never as floats. */
export function compareSortOrderDescending(a: string, b: string): number {
  const [x, y] = [sortOrderDigits(a), sortOrderDigits(b)];
  const textual = (p: string, q: string) => (p < q ? -1 : p > q ? 1 : 0);
  const ascending = x.whole.length - y.whole.length || textual(x.whole, y.whole) || textual(x.fraction, y.fraction);
  return -ascending;
}

export const isDiscountLive = (discount: { isActive: boolean; validFrom?: string; validUntil?: string }, now: Date): boolean =>
  discount.isActive && isWithinValidity(discount, now);

export const appliesInStore = (stores: readonly { key: string }[] | undefined, storeKey: string | undefined): boolean =>
  !stores || stores.length === 0 || (storeKey !== undefined && stores.some((store) => store.key === storeKey));

const isSupported = (discount: CartDiscount): boolean =>
  (discount.target?.type === 'lineItems' || discount.target?.type === 'shipping') &&
  (discount.value.type === 'relative' || discount.value.type === 'absolute' || discount.value.type === 'fixed');

/**
 * Refuses, with InvalidInput, a cart discount this core cannot price: unparsable predicates and
 * unsupported targets or values. The engine calls it when a discount is created or changed.
 */
export function validateCartDiscount(discount: Pick<CartDiscount, 'cartPredicate' | 'target' | 'value'>): void {
  parsePredicate(discount.cartPredicate, 'cart');
  if (discount.target?.type === 'lineItems') parsePredicate(discount.target.predicate, 'line');
  if (!isSupported(discount as CartDiscount)) {
    throw new PricingError('InvalidInput',
      `Cart discounts with target '${discount.target?.type ?? 'none'}' and value '${discount.value.type}' are not supported.`);
  }
}

export interface EligibilityInput {
  readonly discounts: readonly CartDiscount[];
  readonly cart: CartSubject;
  readonly now: Date;
  /** Cart discounts unlocked by the cart's usable discount codes. */
  readonly unlockedByCodes: ReadonlySet<string>;
}

/** The cart discounts that take part in the cart, highest sortOrder first. */
export function eligibleCartDiscounts(input: EligibilityInput): CartDiscount[] {
  return input.discounts
    .filter((discount) =>
      isSupported(discount) &&
      isDiscountLive(discount, input.now) &&
      appliesInStore(discount.stores, input.cart.storeKey) &&
      (!discount.requiresDiscountCode || input.unlockedByCodes.has(discount.id)) &&
      matchesCart(discount.cartPredicate, input.cart))
    .sort((a, b) => compareSortOrderDescending(a.sortOrder, b.sortOrder));
}

/** A line item as discounts see it: its units, its predicate facts, and whether cart discounts may touch it. */
export interface DiscountLine {
  /** The line's units as runs of identical units (unit-runs.ts); discounts split runs in place. */
  readonly units: UnitRun[];
  readonly subject: LineSubject;
  /** False for ExternalTotal lines: their total is set from outside and never discounted. */
  readonly discountable: boolean;
}

export interface DiscountRun {
  /** Discounts that changed a price (line items) or met a shipping price to discount. */
  readonly applied: ReadonlySet<string>;
  /** Eligible discounts skipped because a StopAfterThisDiscount discount applied before them. */
  readonly stopped: ReadonlySet<string>;
  /** Shipping discounts to apply, in order, once the shipping price is known. */
  readonly shippingDiscounts: readonly CartDiscount[];
}

export interface RunInput {
  readonly discounts: readonly CartDiscount[];
  readonly lines: readonly DiscountLine[];
  /** The cart has a shipping method with a rate, i.e. a shipping price a discount can target. */
  readonly hasShipping: boolean;
  readonly currency: CartCurrency;
  readonly roundingMode: RoundingMode;
}

/**
 * Applies the eligible discounts, in order, to the line units (mutating them). Shipping discounts
 * are only collected: the shipping price depends on the discounted line total (freeAbove), so it
 * is known after every line discount ran.
 */
export function runCartDiscounts(input: RunInput): DiscountRun {
  const applied = new Set<string>();
  const stopped = new Set<string>();
  const shippingDiscounts: CartDiscount[] = [];
  let stop = false;
  for (const discount of input.discounts) {
    if (stop) {
      stopped.add(discount.id);
      continue;
    }
    let didApply: boolean;
    if (discount.target?.type === 'shipping') {
      didApply = input.hasShipping && discountCurrencyMatches(discount.value, input.currency);
      if (didApply) shippingDiscounts.push(discount);
    } else {
      const predicate = discount.target?.type === 'lineItems' ? discount.target.predicate : '1 = 1';
      const targets = input.lines.filter((line) => line.discountable && line.units.length > 0 && matchesLine(predicate, line.subject));
      didApply = applyToLines(discount, targets.map((line) => line.units), input.currency, input.roundingMode);
    }
    if (didApply) {
      applied.add(discount.id);
      stop = discount.stackingMode === 'StopAfterThisDiscount';
    }
  }
  return { applied, stopped, shippingDiscounts };
}

/** Absolute and fixed values only apply in a cart whose currency they name ("will match a price only if the array contains a value with the same currency"). */
function discountCurrencyMatches(value: CartDiscountValue, currency: CartCurrency): boolean {
  if (value.type === 'absolute' || value.type === 'fixed') return amountInCurrency(value.money as readonly TypedMoney[], currency) !== undefined;
  return true;
}

/** The new price of one unit (or of shipping) under a relative discount, rounded with the price rounding mode. */
const relativePrice = (price: number, permyriad: number, mode: RoundingMode): number =>
  divideRounded(price * Math.max(0, 10_000 - permyriad), 10_000, mode);

function applyToLines(discount: CartDiscount, lines: readonly UnitRun[][], currency: CartCurrency, mode: RoundingMode): boolean {
  const value = discount.value;
  const id = discount.id;
  let taken = 0;
  if (value.type === 'relative') {
    // A percentage of each unit's current price: every unit of a run gets the same discount.
    for (const runs of lines) for (const run of runs) taken += discountRun(run, id, run.price - relativePrice(run.price, value.permyriad, mode));
  } else if (value.type === 'fixed') {
    // Each unit costs the fixed amount, where that is lower than its current price (CartDiscountValueFixed doc).
    const money = amountInCurrency(value.money, currency);
    if (!money) return false;
    const fixed = centsOf(money, currency, mode);
    for (const runs of lines) for (const run of runs) taken += discountRun(run, id, run.price - fixed);
  } else if (value.type === 'absolute') {
    const money = amountInCurrency(value.money, currency);
    if (!money) return false;
    taken = applyAbsolute(id, centsOf(money, currency, mode), value.applicationMode, lines);
  }
  return taken > 0;
}

/**
 * An absolute amount over the matching line items, by DiscountApplicationMode (default
 * ProportionateDistribution: "Previously, discounts were only distributed proportionately to
 * (Custom) Line Items", release note 2024-08-22):
 * - ProportionateDistribution: the amount (at most what the lines cost) is split over the lines in
 *   proportion to their current totals, then over each line's units in proportion to their prices;
 *   whole cents by largest remainder, so the shares add up exactly to the amount;
 * - EvenDistribution: split in equal shares over all matching units (leftover cents to the first);
 * - IndividualApplication: the full amount off every matching unit.
 * No unit goes below zero.
 */
function applyAbsolute(id: string, amount: number, mode: string | undefined, lines: readonly UnitRun[][]): number {
  if (mode === 'IndividualApplication') {
    let taken = 0;
    for (const runs of lines) for (const run of runs) taken += discountRun(run, id, amount);
    return taken;
  }
  if (mode === 'EvenDistribution') return discountEvenly(lines, id, amount);
  return discountProportionally(lines, id, amount);
}

/**
 * Shipping discounts on the shipping price (after freeAbove), in order, rounding after each.
 * Returns the discounted price and the portions, for ShippingInfo.discountedPrice.
 */
export function applyShippingDiscounts(
  price: number, discounts: readonly CartDiscount[], currency: CartCurrency, mode: RoundingMode,
): { price: number; portions: DiscountPortion[] } {
  const unit: UnitState = { price, portions: [] };
  for (const discount of discounts) {
    const value = discount.value;
    if (value.type === 'relative') discountUnit(unit, discount.id, unit.price - relativePrice(unit.price, value.permyriad, mode));
    else if (value.type === 'absolute' || value.type === 'fixed') {
      const money = amountInCurrency(value.money as readonly TypedMoney[], currency);
      if (!money) continue;
      const cents = centsOf(money, currency, mode);
      discountUnit(unit, discount.id, value.type === 'absolute' ? cents : unit.price - cents);
    }
  }
  return unit;
}
