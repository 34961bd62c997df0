import { Inject, Injectable } from '@nestjs/common';
import type { Cart, Payment, PaymentUpdateAction } from '@commercetools/platform-sdk';
import type { Money } from '@shop/domain';
import { CommerceError, isConcurrentModification } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { sameMoney, toMoney } from './cart-money.js';
import { ownPaymentKey } from './own-payment-key.js';
import type { OwnPaymentMethod } from './own-payment-methods.js';
import { ownPaymentDraft } from './payment-draft.js';

const isTakenKey = (error: unknown): boolean => error instanceof CommerceError && error.code === 'DuplicateField';

/** What makes the payment the cart shopper's: a guest cart taken over at sign-in keeps its id, so its payment gets the customer. */
function ownerActions(payment: Payment, cart: Cart): PaymentUpdateAction[] {
  if (cart.customerId !== undefined) {
    return payment.customer?.id === cart.customerId ? [] : [{ action: 'setCustomer', customer: { typeId: 'customer', id: cart.customerId } }];
  }
  if (payment.customer || cart.anonymousId === undefined || payment.anonymousId === cart.anonymousId) return [];
  return [{ action: 'setAnonymousId', anonymousId: cart.anonymousId }];
}

/**
 * The payments of the shop's own methods, one per cart and method (issue 11 item 10). The key
 * (ownPaymentKey) makes creation idempotent: a repeat, a second tab or a concurrent call finds
 * the payment made first instead of making another, so no payment is left behind off the cart.
 *
 * Reading chosen: the payment is the cart's for that method for as long as the cart lives. A
 * repeat after the cart changed, or after switching COD → bank transfer → COD, returns the same
 * payment with its amountPlanned set to the cart's new total (the caller does that after the
 * cart update), rather than a new one per amount. A payment switched away from stays off the
 * cart, unchanged, ready to be taken again; none is deleted (a cart holds at most one per method).
 */
@Injectable()
export class OwnPayments {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  /** The cart's payment of the method: the existing one (made the cart shopper's), or a new one of `amount`. */
  async forCart(method: OwnPaymentMethod, amount: Money, cart: Cart): Promise<Payment> {
    const key = ownPaymentKey(method, cart.id);
    const existing = await this.commerce.payments.byKey(key);
    if (existing) return this.settled(existing, (payment) => ownerActions(payment, cart));
    try {
      return await this.commerce.payments.create({ ...ownPaymentDraft(method, amount, cart), key });
    } catch (error) {
      // Another call created it between the look-up and the create: the platform refused the key.
      if (!isTakenKey(error)) throw error;
      const made = await this.commerce.payments.byKey(key);
      if (!made) throw error;
      return this.settled(made, (payment) => ownerActions(payment, cart));
    }
  }

  /** The payment with amountPlanned `total` (unchanged when it is that already). */
  withAmount(payment: Payment, total: Money): Promise<Payment> {
    return this.settled(payment, (current) => sameMoney(toMoney(current.amountPlanned), total)
      ? []
      : [{ action: 'changeAmountPlanned', amount: { centAmount: total.centAmount, currencyCode: total.currencyCode } }]);
  }

  /**
   * Applies what `needed` finds missing. Concurrent calls for one cart all reach the same
   * payment: when another got there first, the payment is read again and what is still missing
   * (most often nothing: it made the same change) applied to it.
   */
  private async settled(payment: Payment, needed: (payment: Payment) => PaymentUpdateAction[]): Promise<Payment> {
    const actions = needed(payment);
    if (actions.length === 0) return payment;
    try {
      return await this.commerce.payments.update(payment.id, payment.version, actions);
    } catch (error) {
      if (!isConcurrentModification(error)) throw error;
      const current = await this.commerce.payments.get(payment.id);
      if (!current) throw error;
      const missing = needed(current);
      return missing.length === 0 ? current : this.commerce.payments.update(current.id, current.version, missing);
    }
  }
}
