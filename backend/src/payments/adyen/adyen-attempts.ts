import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Cart, Payment, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { isProviderPaymentMethodCode, PROVIDER_METHOD_NAMES, type Money } from '@shop/domain';
import { isConcurrentModification } from '../../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../../commerce/port/commerce-port.js';
import { ADYEN_PAYMENT_FIELDS, TYPE_KEYS } from '../../commerce/schema/index.js';

/** paymentInterface of every payment made through Adyen. */
export const ADYEN_INTERFACE = 'adyen';

/** The cart a payment attempt pays, as its custom field says. */
export const cartIdOf = (payment: Payment): string | undefined => {
  const value = payment.custom?.fields[ADYEN_PAYMENT_FIELDS.cartId];
  return typeof value === 'string' ? value : undefined;
};

export const isAdyenPayment = (payment: Payment): boolean => payment.paymentMethodInfo.paymentInterface === ADYEN_INTERFACE;

/**
 * The shop's record of each attempt to pay a cart through Adyen: one commerce Payment per
 * /payments call, whose key is the merchantReference Adyen knows the attempt by. A refused
 * attempt stays as the record of what was tried; the next attempt is a new one. The record names
 * its cart, so a notification alone can complete the order.
 */
@Injectable()
export class AdyenAttempts {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  /** A new attempt for the cart, paying `amount` with the method `type` (a provider code, or Adyen's own type name). */
  create(cart: Cart, type: string, amount: Money): Promise<Payment> {
    const key = `adyen-${randomUUID()}`;
    const name = isProviderPaymentMethodCode(type) ? PROVIDER_METHOD_NAMES[type] : type;
    return this.commerce.payments.create({
      key,
      amountPlanned: { centAmount: amount.centAmount, currencyCode: amount.currencyCode },
      paymentMethodInfo: { paymentInterface: ADYEN_INTERFACE, method: type, name: { en: name } },
      custom: {
        type: { typeId: 'type', key: TYPE_KEYS.adyenPayment },
        fields: { [ADYEN_PAYMENT_FIELDS.cartId]: cart.id, [ADYEN_PAYMENT_FIELDS.merchantReference]: key },
      },
      ...(cart.customerId !== undefined ? { customer: { typeId: 'customer', id: cart.customerId } } : {}),
      ...(cart.customerId === undefined && cart.anonymousId !== undefined ? { anonymousId: cart.anonymousId } : {}),
    });
  }

  /** The attempt Adyen calls `merchantReference`; undefined for a reference that is not one of ours. */
  async byReference(merchantReference: string): Promise<Payment | undefined> {
    if (!merchantReference.startsWith('adyen-')) return undefined;
    const payment = await this.commerce.payments.byKey(merchantReference);
    return payment && isAdyenPayment(payment) ? payment : undefined;
  }

  /**
   * Applies what `needed` finds missing on the payment as it is now; on a conflict (a webhook and
   * the shopper's return racing) the payment is read again and only what is still missing is
   * applied, so two writers never record the same thing twice.
   */
  async record(payment: Payment, needed: (current: Payment) => PaymentUpdateAction[]): Promise<Payment> {
    let current = payment;
    for (let attempt = 0; ; attempt += 1) {
      const actions = needed(current);
      if (actions.length === 0) return current;
      try {
        return await this.commerce.payments.update(current.id, current.version, actions);
      } catch (error) {
        if (!isConcurrentModification(error) || attempt >= 4) throw error;
        const again = await this.commerce.payments.get(current.id);
        if (!again) throw error;
        current = again;
      }
    }
  }
}
