import type { Cart, CartUpdateAction, Payment } from '@commercetools/platform-sdk';
import { belongsTo } from '../cart-owner.js';
import { actionError } from './action-error.js';

/** Whether the payment was made by the cart's shopper: the same customer, or the same anonymous session. */
const belongsToShopper = (payment: Payment, cart: Cart): boolean =>
  belongsTo(cart, { customerId: payment.customer?.id, anonymousId: payment.anonymousId });

/**
 * A payment is attached only when it is the cart shopper's and in the cart's currency. Another
 * shopper's payment is reported like a missing one, so its existence is not revealed.
 */
export function planAddPayment(index: number, id: string, payment: Payment | undefined, cart: Cart): CartUpdateAction[] {
  if (!payment || !belongsToShopper(payment, cart)) throw actionError(index, `The shopper has no payment '${id}'`);
  if (payment.amountPlanned.currencyCode !== cart.totalPrice.currencyCode) {
    throw actionError(index, `The payment '${id}' is in ${payment.amountPlanned.currencyCode}, the cart in ${cart.totalPrice.currencyCode}`);
  }
  return [{ action: 'addPayment', payment: { typeId: 'payment', id } }];
}
