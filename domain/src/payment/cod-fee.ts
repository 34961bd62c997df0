import { isCurrencyCode, type CurrencyCode } from '../market/codes.js';
import { money, zero, type Money } from '../money/money.js';
import { PaymentRuleError } from './payment-rule-error.js';

/** The cart custom field `calculatedCodFee` as commercetools returns it (spec 2 §3). */
export interface MoneyLikeField {
  readonly centAmount: number;
  readonly fractionDigits: number;
  readonly currencyCode: string;
}

/**
 * Turns `calculatedCodFee` into Money. The field's own fractionDigits are kept, so the amount
 * is centAmount / 10^fractionDigits (spec 2 §9) exactly, with no rescaling or rounding; adding
 * it to a cent-precision subtotal is left to code that decides how to round.
 */
export function codFeeFromCustomField(field: MoneyLikeField): Money {
  const { centAmount, fractionDigits, currencyCode } = field;
  if (!isCurrencyCode(currencyCode)) throw new PaymentRuleError(`COD fee has an unknown currency "${currencyCode}"`);
  if (!Number.isSafeInteger(fractionDigits) || fractionDigits < 0) {
    throw new PaymentRuleError(`COD fee has invalid fractionDigits ${fractionDigits}`);
  }
  if (!Number.isSafeInteger(centAmount) || centAmount < 0) {
    throw new PaymentRuleError(`COD fee must be a non-negative whole number of cents, got ${centAmount}`);
  }
  return money(centAmount, currencyCode, fractionDigits);
}

/**
 * The cash-on-delivery fee a cart in `currency` is charged: the store's fee setting (spec 2 §3: COD
 * adds a fee line; the spec gives no amount, so it is store configuration like the bank details).
 * A store without one, or with one in another currency, charges none rather than a fee converted
 * at a rate nobody set.
 */
export const codFeeInCurrency = (storeFee: Money | undefined, currency: CurrencyCode): Money =>
  storeFee && storeFee.currencyCode === currency ? storeFee : zero(currency);
