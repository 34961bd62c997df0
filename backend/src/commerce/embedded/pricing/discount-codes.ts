import type { CartDiscount, DiscountCode, DiscountCodeInfo, DiscountCodeState } from '@commercetools/platform-sdk';
import type { DiscountRun } from './cart-discounts.js';
import type { PricingCatalogue } from './pricing-catalogue.js';
import { matchesCart, type CartSubject } from './predicates/evaluate.js';
import { isWithinValidity } from './validity.js';

/*
 * DiscountCodeInfo.state, decided in this order (the first that holds wins):
 *   NotActive             the code is inactive, or none of its cart discounts is active
 *   NotValid              now is outside the code's validFrom/validUntil, or outside every one of
 *                         its active cart discounts' windows
 *   MaxApplicationReached maxApplications (or maxApplicationsPerCustomer, for a customer's cart)
 *                         reached — applications are counted per order (DiscountCode doc)
 *   DoesNotMatchCart      the code's cartPredicate is false, or none of its cart discounts applied
 *   ApplicationStoppedByPreviousDiscount  its discounts were eligible but a StopAfterThisDiscount
 *                         discount with a higher sortOrder applied first
 *   MatchesCart           at least one of its cart discounts applied
 * Only codes that pass the first four checks unlock their code-bound cart discounts.
 */

export interface CodeCheck {
  readonly info: DiscountCodeInfo;
  readonly code: DiscountCode | undefined;
  /** The state when the code cannot take part in the cart; undefined when it can. */
  readonly blockedState: DiscountCodeState | undefined;
}

export function checkDiscountCode(
  info: DiscountCodeInfo,
  allDiscounts: readonly CartDiscount[],
  cart: CartSubject,
  catalogue: PricingCatalogue,
  now: Date,
): CodeCheck {
  const code = catalogue.discountCode(info.discountCode.id);
  // A code deleted after it was added can never apply again: report it like a deactivated one.
  if (!code || !code.isActive) return { info, code, blockedState: 'NotActive' };
  if (!isWithinValidity(code, now)) return { info, code, blockedState: 'NotValid' };
  const ids = new Set(code.cartDiscounts.map((reference) => reference.id));
  const active = allDiscounts.filter((discount) => ids.has(discount.id) && discount.isActive);
  if (active.length === 0) return { info, code, blockedState: 'NotActive' };
  if (!active.some((discount) => isWithinValidity(discount, now))) return { info, code, blockedState: 'NotValid' };
  const applications = catalogue.discountCodeApplications?.(code.id) ?? 0;
  const customerApplications = cart.customerId !== undefined ? catalogue.discountCodeApplications?.(code.id, cart.customerId) ?? 0 : 0;
  if ((code.maxApplications !== undefined && applications >= code.maxApplications) ||
      (code.maxApplicationsPerCustomer !== undefined && cart.customerId !== undefined && customerApplications >= code.maxApplicationsPerCustomer)) {
    return { info, code, blockedState: 'MaxApplicationReached' };
  }
  if (!matchesCart(code.cartPredicate, cart)) return { info, code, blockedState: 'DoesNotMatchCart' };
  return { info, code, blockedState: undefined };
}

/** The cart discounts the usable codes unlock (requiresDiscountCode discounts apply only through them). */
export function unlockedDiscountIds(checks: readonly CodeCheck[]): Set<string> {
  return new Set(checks.flatMap((check) =>
    check.blockedState === undefined && check.code ? check.code.cartDiscounts.map((reference) => reference.id) : []));
}

/** The state a usable code ends in once the discounts ran. */
export function finalCodeState(check: CodeCheck, run: DiscountRun): DiscountCodeState {
  if (check.blockedState !== undefined || !check.code) return check.blockedState ?? 'NotActive';
  const ids = check.code.cartDiscounts.map((reference) => reference.id);
  if (ids.some((id) => run.applied.has(id))) return 'MatchesCart';
  if (ids.some((id) => run.stopped.has(id))) return 'ApplicationStoppedByPreviousDiscount';
  return 'DoesNotMatchCart';
}
