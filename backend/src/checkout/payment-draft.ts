import type { Cart, PaymentDraft } from '@commercetools/platform-sdk';
import type { Money } from '@shop/domain';
import type { OwnPaymentMethod } from './own-payment-methods.js';

/**
 * The Payment of one of the shop's own methods (spec 2 §3 payment record): paymentInterface and
 * method are domain's code, the name is English, amountPlanned what the shopper will pay. It
 * belongs to the cart's shopper, so the platform's own tools show whose it is.
 */
export function ownPaymentDraft(method: OwnPaymentMethod, amountPlanned: Money, cart: Cart): PaymentDraft {
  return {
    amountPlanned: { centAmount: amountPlanned.centAmount, currencyCode: amountPlanned.currencyCode },
    paymentMethodInfo: { paymentInterface: method.code, method: method.code, name: { en: method.name } },
    ...(cart.customerId !== undefined ? { customer: { typeId: 'customer', id: cart.customerId } } : {}),
    ...(cart.customerId === undefined && cart.anonymousId !== undefined ? { anonymousId: cart.anonymousId } : {}),
  };
}
