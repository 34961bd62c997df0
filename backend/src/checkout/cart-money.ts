import type { Cart, CentPrecisionMoney, TypedMoney } from '@commercetools/platform-sdk';
import { codFeeFromCustomField, FRACTION_DIGITS, isCurrencyCode, money, type Money } from '@shop/domain';
import { CART_FIELDS } from '../commerce/schema/index.js';

/** A platform amount as domain money; a currency the shop does not sell in is a broken cart, not bad input. */
export function toMoney(amount: Pick<TypedMoney, 'centAmount' | 'currencyCode' | 'fractionDigits'>): Money {
  if (!isCurrencyCode(amount.currencyCode)) throw new Error(`amount in unknown currency ${amount.currencyCode}`);
  return money(amount.centAmount, amount.currencyCode, amount.fractionDigits);
}

/** What the shopper pays for the cart's goods and shipping: the taxed gross total, else the total price (spec 2 §3). */
export const cartTotalGross = (cart: Cart): Money => toMoney(cart.taxedPrice?.totalGross ?? cart.totalPrice);

/**
 * A Money custom field (the cart's calculatedCodFee, the store's codFee) as domain money, read by
 * domain's rule; undefined when it is missing or unreadable. A field written as plain Money
 * ({ centAmount, currencyCode }) has the currency's own digits.
 */
export function moneyField(value: unknown): Money | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { centAmount, currencyCode, fractionDigits } = value as Partial<CentPrecisionMoney>;
  if (typeof centAmount !== 'number' || !isCurrencyCode(currencyCode)) return undefined;
  try {
    return codFeeFromCustomField({ centAmount, currencyCode, fractionDigits: fractionDigits ?? FRACTION_DIGITS[currencyCode] });
  } catch {
    return undefined;
  }
}

/** The cart's calculatedCodFee custom field, when a COD payment has set it. */
export const cartCodFee = (cart: Cart): Money | undefined => moneyField(cart.custom?.fields[CART_FIELDS.calculatedCodFee]);

/** Money as the platform answers it (CentPrecisionMoney): how calculatedCodFee is written and the fee line shown. */
export const platformMoney = (value: Money): CentPrecisionMoney => ({
  type: 'centPrecision', centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits,
});

/** The same amount in the same currency and precision. */
export const sameMoney = (a: Money, b: Money): boolean =>
  a.currencyCode === b.currencyCode && a.centAmount === b.centAmount && a.fractionDigits === b.fractionDigits;
