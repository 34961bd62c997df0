import type { CountryCode } from '../market/codes.js';
import { COD_POLICIES, NO_ITEM_LIMIT } from './cod-policies.js';
import { compareAcrossPrecision } from './compare-exact.js';
import { eligibilityFrom, itemCountRefusal, type PaymentEligibility, type PaymentRefusal } from './eligibility.js';
import { countStandardProductItems } from './item-counts.js';
import { cartHasFreightPackage } from '../shipping/freight-package.js';
import type { PaymentCart } from './payment-cart.js';

function valueRefusal(cart: PaymentCart, country: CountryCode): PaymentRefusal | undefined {
  const limit = COD_POLICIES[country].valueLimit;
  // A total in another currency cannot be held against the limit without a rate we do not
  // have; rather than compare numbers silently (or crash the payment step) COD is refused
  // with a reason the caller can log.
  if (cart.totalGross.currencyCode !== limit.currencyCode) {
    return { code: 'currency-mismatch', cartCurrency: cart.totalGross.currencyCode, limitCurrency: limit.currencyCode };
  }
  return compareAcrossPrecision(cart.totalGross, limit) > 0
    ? { code: 'value-over-limit', total: cart.totalGross, limit }
    : undefined;
}

function standardItemsRefusal(cart: PaymentCart, country: CountryCode): PaymentRefusal | undefined {
  const limit = COD_POLICIES[country].itemLimit;
  if (limit === NO_ITEM_LIMIT) return undefined;
  const count = countStandardProductItems(cart);
  return count > limit ? { code: 'too-many-standard-items', count, limit } : undefined;
}

function freightRefusal(cart: PaymentCart, country: CountryCode): PaymentRefusal | undefined {
  return cartHasFreightPackage(cart.lines) && !COD_POLICIES[country].freightAllowed ? { code: 'freight-not-allowed' } : undefined;
}

/** Cash on delivery is allowed only if all four conditions of spec 2 §5 hold. */
export function codEligibility(cart: PaymentCart, country: CountryCode): PaymentEligibility {
  const reasons = [
    valueRefusal(cart, country),
    standardItemsRefusal(cart, country),
    freightRefusal(cart, country),
    itemCountRefusal(cart),
  ].filter((reason): reason is PaymentRefusal => reason !== undefined);
  return eligibilityFrom(reasons);
}
