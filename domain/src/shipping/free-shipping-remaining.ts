import type { CountryCode } from '../market/codes.js';
import { compare, subtract, zero, type Money } from '../money/money.js';
import { requireShippingFees } from './shipping-fees.js';

export interface FreeShippingProgressInput {
  readonly country: CountryCode;
  readonly subtotal: Money;
}

/** What the cart still needs to ship free ("add X more for free shipping"); zero once reached. */
export function amountToFreeShipping({ country, subtotal }: FreeShippingProgressInput): Money {
  const { freeShippingThreshold } = requireShippingFees(country, subtotal.currencyCode);
  return compare(subtotal, freeShippingThreshold) >= 0
    ? zero(subtotal.currencyCode)
    : subtract(freeShippingThreshold, subtotal);
}
