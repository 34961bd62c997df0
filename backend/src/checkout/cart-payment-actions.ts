import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { CART_FIELDS, TYPE_KEYS } from '../commerce/schema/index.js';
import { cartCodFee, platformMoney, sameMoney } from './cart-money.js';
import { codFeeLineActions, type CodFeeLine } from './cod-fee-line.js';

/**
 * Makes the payment the cart's only one: a shopper who switches method replaces the earlier
 * payment rather than stacking a second (the order would otherwise carry both). For COD the fee
 * goes onto the cart as its fee line (so the totals include it) and into `calculatedCodFee`
 * (spec 2 §3 reads it there); any other method takes both off again, so the cart's fee always
 * belongs to its current payment. One batch: the cart never shows a payment without its fee.
 * A repeat that finds all of it in place plans nothing (no new cart version for a double click).
 */
export function replacePaymentActions(cart: Cart, paymentId: string, codFee: CodFeeLine | undefined): CartUpdateAction[] {
  const payments = cart.paymentInfo?.payments ?? [];
  return [
    ...payments.filter((payment) => payment.id !== paymentId).map((payment): CartUpdateAction => ({
      action: 'removePayment', payment: { typeId: 'payment', id: payment.id },
    })),
    ...(payments.some((payment) => payment.id === paymentId) ? [] : [{ action: 'addPayment', payment: { typeId: 'payment', id: paymentId } } as const]),
    ...codFeeLineActions(cart, codFee),
    ...codFeeFieldActions(cart, codFee),
  ];
}

function codFeeFieldActions(cart: Cart, line: CodFeeLine | undefined): CartUpdateAction[] {
  const name = CART_FIELDS.calculatedCodFee;
  const current = cartCodFee(cart);
  if (line === undefined) return current ? [{ action: 'setCustomField', name }] : [];
  if (current && sameMoney(current, line.fee)) return [];
  const value = platformMoney(line.fee);
  // setCustomType would wipe fields others keep on the cart's type; only a cart without one gets it.
  if (cart.custom) return [{ action: 'setCustomField', name, value }];
  return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPE_KEYS.cart }, fields: { [name]: value } }];
}
