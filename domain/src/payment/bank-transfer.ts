import type { CountryCode } from '../market/codes.js';
import type { PaymentCart } from './payment-cart.js';
import { eligibilityFrom, itemCountRefusal, type PaymentEligibility, type PaymentRefusal } from './eligibility.js';

/** Bank payment per market: disabled in IE, NL, SE, GB, BG, GR, HR (spec 2 §5, §9). */
export const BANK_TRANSFER_ENABLED: Readonly<Record<CountryCode, boolean>> = {
  AT: true, BE: true, BG: false, CH: true, CZ: true, DE: true, DK: true, ES: true, FI: true,
  FR: true, GB: false, GR: false, HR: false, HU: true, IE: false, IT: true, LT: true, NL: false,
  NO: true, PL: true, PT: true, RO: true, SE: false, SI: true, SK: true,
};

/** Bank transfer: enabled in the market and 1..20 items, extra guarantees not counted. */
export function bankTransferEligibility(cart: PaymentCart, country: CountryCode): PaymentEligibility {
  const reasons: PaymentRefusal[] = [];
  if (!BANK_TRANSFER_ENABLED[country]) reasons.push({ code: 'disabled-in-country' });
  const itemCount = itemCountRefusal(cart);
  if (itemCount) reasons.push(itemCount);
  return eligibilityFrom(reasons);
}
