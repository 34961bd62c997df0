import { toAmount, type Money, type PaymentEligibility, type PaymentRefusal } from '@shop/domain';

const amount = (value: Money): string => `${toAmount(value).toFixed(value.fractionDigits)} ${value.currencyCode}`;

/** One refusal of domain's payment rules, worded for the shopper (the spec gives no texts for them). */
function refusalText(refusal: PaymentRefusal): string {
  switch (refusal.code) {
    case 'value-over-limit':
      return `the cart total ${amount(refusal.total)} is above the limit of ${amount(refusal.limit)}`;
    case 'currency-mismatch':
      return `the cart is in ${refusal.cartCurrency}, but the limit is in ${refusal.limitCurrency}`;
    case 'too-many-standard-items':
      return `the cart has ${refusal.count} standard products, at most ${refusal.limit} allowed`;
    case 'freight-not-allowed':
      return 'the cart holds a freight item, which cannot be paid this way in this country';
    case 'disabled-in-country':
      return 'it is not offered in this country';
    case 'item-count-out-of-range':
      return `the cart has ${refusal.count} items (extra guarantees not counted); ${refusal.min} to ${refusal.max} are needed`;
  }
}

/** 'Cash on delivery is not available for this cart: …', every failing rule named. */
export const refusalMessage = (methodName: string, eligibility: PaymentEligibility): string =>
  `${methodName} is not available for this cart: ${eligibility.reasons.map(refusalText).join('; ')}`;
