import { formatMoney } from '../money/format.js';
import { isZero, type Money } from '../money/money.js';
import type { NumberConventions } from '../money/number-conventions.js';

/**
 * The 'Free' marker stays a kind, not a word, so the storefront translates it
 * (spec 1 §9: the label shows 'Free' if zero).
 */
export type ShippingCostLabel =
  | { readonly kind: 'free' }
  | { readonly kind: 'amount'; readonly text: string };

export function shippingCostLabel(cost: Money, conventions: NumberConventions): ShippingCostLabel {
  return isZero(cost) ? { kind: 'free' } : { kind: 'amount', text: formatMoney(cost, conventions) };
}
