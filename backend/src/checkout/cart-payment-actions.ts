import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { Money } from '@shop/domain';
import { CART_FIELDS, TYPE_KEYS } from '../commerce/schema/index.js';
import { cartCodFee, platformMoney } from './cart-money.js';

/**
 * Makes the payment the cart's only one: a shopper who switches method replaces the earlier
 * payment rather than stacking a second (the order would otherwise carry both). The COD fee is
 * written to `calculatedCodFee` for COD and cleared for any other method, so the cart's fee
 * always belongs to its current payment.
 */
export function replacePaymentActions(cart: Cart, paymentId: string, codFee: Money | undefined): CartUpdateAction[] {
  return [
    ...(cart.paymentInfo?.payments ?? []).map((payment): CartUpdateAction => ({
      action: 'removePayment', payment: { typeId: 'payment', id: payment.id },
    })),
    { action: 'addPayment', payment: { typeId: 'payment', id: paymentId } },
    ...codFeeActions(cart, codFee),
  ];
}

function codFeeActions(cart: Cart, fee: Money | undefined): CartUpdateAction[] {
  const name = CART_FIELDS.calculatedCodFee;
  if (fee === undefined) return cartCodFee(cart) ? [{ action: 'setCustomField', name }] : [];
  // setCustomType would wipe fields others keep on the cart's type; only a cart without one gets it.
  if (cart.custom) return [{ action: 'setCustomField', name, value: platformMoney(fee) }];
  return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPE_KEYS.cart }, fields: { [name]: platformMoney(fee) } }];
}
