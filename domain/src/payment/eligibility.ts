import type { Money } from '../money/money.js';
import type { CurrencyCode } from '../market/codes.js';
import { countPayableItems } from './item-counts.js';
import type { PaymentCart } from './payment-cart.js';

/** Max items for bank or cash payment: 20, minimum 1 (spec 2 §9). */
export const MIN_ITEMS_FOR_COD_OR_BANK_TRANSFER = 1;
export const MAX_ITEMS_FOR_COD_OR_BANK_TRANSFER = 20;

/** Why a cart may not pay with COD or bank transfer; details let the UI explain it. */
export type PaymentRefusal =
  | { readonly code: 'item-count-out-of-range'; readonly count: number; readonly min: number; readonly max: number }
  | { readonly code: 'value-over-limit'; readonly total: Money; readonly limit: Money }
  | { readonly code: 'currency-mismatch'; readonly cartCurrency: CurrencyCode; readonly limitCurrency: CurrencyCode }
  | { readonly code: 'too-many-standard-items'; readonly count: number; readonly limit: number }
  | { readonly code: 'freight-not-allowed' }
  | { readonly code: 'disabled-in-country' };

export type PaymentRefusalCode = PaymentRefusal['code'];

export interface PaymentEligibility {
  readonly allowed: boolean;
  /** Every condition that fails, not just the first, so all of them can be shown at once. */
  readonly reasons: readonly PaymentRefusal[];
}

export const eligibilityFrom = (reasons: readonly PaymentRefusal[]): PaymentEligibility => ({
  allowed: reasons.length === 0,
  reasons,
});

/** The 1..20 item check shared by COD and bank transfer, extra guarantees not counted. */
export function itemCountRefusal(cart: PaymentCart): PaymentRefusal | undefined {
  const count = countPayableItems(cart);
  const min = MIN_ITEMS_FOR_COD_OR_BANK_TRANSFER;
  const max = MAX_ITEMS_FOR_COD_OR_BANK_TRANSFER;
  return count < min || count > max ? { code: 'item-count-out-of-range', count, min, max } : undefined;
}
