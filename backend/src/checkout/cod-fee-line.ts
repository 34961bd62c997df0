import type { Cart, CartUpdateAction, CustomLineItem, LocalizedString } from '@commercetools/platform-sdk';
import { subtract, type Money } from '@shop/domain';
import { TAX_CATEGORY_KEYS } from '../commerce/schema/index.js';
import { cartTotalGross, toMoney } from './cart-money.js';

/**
 * The cash-on-delivery fee as a line of the cart (spec 2 §3 "COD adds a fee line (title from
 * store custom field)", §9 "subtotal and VAT are adjusted for it"): a commercetools custom line
 * item, so the platform prices and taxes it and the cart's totals, the order created from the
 * cart and its totals all include it. The key names it among the cart's custom line items; the
 * slug is the same text (the platform wants both unique per cart).
 */
export const COD_FEE_LINE_KEY = 'cod-fee';

/** What a fee line is made of: the fee and its title. */
export interface CodFeeLine {
  readonly fee: Money;
  /** The store's title in the market's language (a one-language LocalizedString). */
  readonly name: LocalizedString;
}

/** The cart's COD fee line, when an earlier COD payment put one there. */
export const codFeeLineOf = (cart: Cart): CustomLineItem | undefined =>
  (cart.customLineItems ?? []).find((item) => item.key === COD_FEE_LINE_KEY);

/**
 * The gross total of the cart without its fee line: what any payment method but COD charges, and
 * what COD adds its fee to. The fee line's share is taken off exactly as the cart's total counted
 * it: its taxed gross from the taxed gross total, its total price from the total price.
 */
export function cartTotalWithoutCodFee(cart: Cart): Money {
  const total = cartTotalGross(cart);
  const line = codFeeLineOf(cart);
  if (!line) return total;
  return subtract(total, toMoney(cart.taxedPrice && line.taxedPrice ? line.taxedPrice.totalGross : line.totalPrice));
}

/**
 * The update actions that leave the cart with exactly the fee line given, or none: an earlier fee
 * line is removed first (a second COD choice replaces it rather than adding a second one), and a
 * zero fee (a store that sets none) adds no line. The line is taxed with the shop's standard tax
 * category, the one every product and shipping method of the store uses, so its VAT is the
 * market's rate for the shipping address. Standard price mode, as on the platform by default.
 */
export function codFeeLineActions(cart: Cart, line: CodFeeLine | undefined): CartUpdateAction[] {
  const current = codFeeLineOf(cart);
  const remove: CartUpdateAction[] = current ? [{ action: 'removeCustomLineItem', customLineItemKey: COD_FEE_LINE_KEY }] : [];
  if (!line || line.fee.centAmount === 0) return remove;
  if (current && isTheLine(current, line)) return [];
  // A Money custom field is cent precision, so the store's fee has the cart's digits; anything
  // else is a store set up wrongly, not something to round silently.
  if (line.fee.fractionDigits !== cart.totalPrice.fractionDigits) {
    throw new Error(`COD fee with ${line.fee.fractionDigits} fraction digits cannot be charged in a ${cart.totalPrice.currencyCode} cart`);
  }
  return [...remove, {
    action: 'addCustomLineItem',
    key: COD_FEE_LINE_KEY,
    slug: COD_FEE_LINE_KEY,
    name: line.name,
    money: { centAmount: line.fee.centAmount, currencyCode: line.fee.currencyCode },
    quantity: 1,
    taxCategory: { typeId: 'tax-category', key: TAX_CATEGORY_KEYS.standard },
    priceMode: 'Standard',
  }];
}

/** Whether the cart's fee line already is the one wanted: a repeated COD choice leaves it as it is. */
const isTheLine = (current: CustomLineItem, line: CodFeeLine): boolean =>
  current.quantity === 1
  && current.money.centAmount === line.fee.centAmount
  && current.money.currencyCode === line.fee.currencyCode
  && JSON.stringify(current.name) === JSON.stringify(line.name);
