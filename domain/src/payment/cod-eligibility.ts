import type { CountryCode } from '../market/codes.js';
import { money, type Money } from '../money/money.js';
import { COD_POLICIES, NO_ITEM_LIMIT } from './cod-policies.js';
import { compareAcrossPrecision } from './compare-exact.js';
import { eligibilityFrom, itemCountRefusal, type PaymentEligibility, type PaymentRefusal } from './eligibility.js';
import { countStandardProductItems } from './item-counts.js';
import { cartHasFreightPackage } from '../shipping/freight-package.js';
import type { PaymentCart } from './payment-cart.js';
import { PaymentRuleError } from './payment-rule-error.js';

/**
 * The total held against the COD value limit. Reading chosen (spec 2 §5 "gross cart total <= the
 * country's COD value limit", §3 "COD adds a fee line"): the total the shopper will actually pay
 * on delivery, i.e. the gross total WITH the COD fee, since with COD the fee line is part of the
 * cart and of the order total the courier collects. A cart just under the limit whose fee pushes
 * it over is refused. The amounts are added at the finer of their precisions, so nothing rounds.
 */
export function codPayableTotal(cart: PaymentCart): Money {
  const { totalGross: total, codFee: fee } = cart;
  if (!fee) return total;
  if (fee.currencyCode !== total.currencyCode) {
    throw new PaymentRuleError(`COD fee in ${fee.currencyCode} cannot be added to a ${total.currencyCode} cart`);
  }
  const digits = Math.max(total.fractionDigits, fee.fractionDigits);
  const scaled = (amount: Money) => amount.centAmount * 10 ** (digits - amount.fractionDigits);
  return money(scaled(total) + scaled(fee), total.currencyCode, digits);
}

function valueRefusal(cart: PaymentCart, country: CountryCode): PaymentRefusal | undefined {
  const limit = COD_POLICIES[country].valueLimit;
  // A total in another currency cannot be held against the limit without a rate we do not
  // have; rather than compare numbers silently (or crash the payment step) COD is refused
  // with a reason the caller can log.
  if (cart.totalGross.currencyCode !== limit.currencyCode) {
    return { code: 'currency-mismatch', cartCurrency: cart.totalGross.currencyCode, limitCurrency: limit.currencyCode };
  }
  const total = codPayableTotal(cart);
  return compareAcrossPrecision(total, limit) > 0 ? { code: 'value-over-limit', total, limit } : undefined;
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
