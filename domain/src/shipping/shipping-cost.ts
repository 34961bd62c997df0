import type { CountryCode } from '../market/codes.js';
import { compare, zero, type Money } from '../money/money.js';
import { requireShippingFees } from './shipping-fees.js';

export interface ShippingCostInput {
  readonly country: CountryCode;
  /**
   * What the threshold is compared with; its currency picks the fee row. Which total that is
   * (goods, guarantees, after discounts) is the caller's choice: the spec only says "price".
   */
  readonly subtotal: Money;
  readonly hasFreightItem: boolean;
}

/**
 * Spec 1 §5 / spec 2 §5: free at or above the threshold, otherwise the fee. Reading chosen: the
 * threshold frees freight carts too (the spec gives one threshold per row, not one per fee).
 * Throws ShippingFeesMissingError for a currency without fees (USD).
 */
export function shippingCost({ country, subtotal, hasFreightItem }: ShippingCostInput): Money {
  const fees = requireShippingFees(country, subtotal.currencyCode);
  if (compare(subtotal, fees.freeShippingThreshold) >= 0) return zero(subtotal.currencyCode);
  return hasFreightItem ? fees.freightFee : fees.parcelFee;
}
