import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Cart, Order, Payment, PaymentState } from '@commercetools/platform-sdk';
import { isCountryCode, type PaymentErrorCode } from '@shop/domain';
import { COMMERCE_PORT, type CommercePort } from '../../commerce/port/commerce-port.js';
import { cartTotalGross, sameMoney, toMoney } from '../../checkout/cart-money.js';
import { CartOrders } from '../../checkout/cart-orders.js';
import { replacePaymentActions } from '../../checkout/cart-payment-actions.js';
import { AdyenAttempts, cartIdOf } from './adyen-attempts.js';
import { AdyenCheckout } from './adyen-checkout.js';

/** An amount as Adyen states it: minor units and ISO currency. */
export interface AdyenAmount {
  readonly value: number;
  readonly currency: string;
}

export type Completion = { readonly order: Order } | { readonly error: PaymentErrorCode };

const paysOrder = (order: Order, payment: Payment): boolean => (order.paymentInfo?.payments ?? []).some((reference) => reference.id === payment.id);

/**
 * Turns a payment attempt whose money is authorised (or taken, to arrive later) into the cart's
 * order, whoever reports it first: the shopper's browser or Adyen's webhook. The invariants live
 * here, once:
 * - one cart, one order (CartOrders);
 * - an order is placed only when the attempt's amount is the cart's total in its currency as it is
 *   now, and the amount Adyen authorised is that same amount; otherwise the money is given back
 *   and the shopper told malformed-price (the cart changed while they paid);
 * - money that cannot become an order (the cart was ordered with another payment, or is gone) is
 *   given back too, never kept without an order.
 */
@Injectable()
export class AdyenOrderCompletion {
  private readonly logger = new Logger('Adyen');

  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly attempts: AdyenAttempts,
    private readonly checkout: AdyenCheckout,
    private readonly cartOrders: CartOrders,
  ) {}

  async complete(attempt: Payment, authorised: AdyenAmount | undefined, paymentState: PaymentState): Promise<Completion> {
    const cartId = cartIdOf(attempt);
    if (!cartId) return { error: 'payment-error' };
    const existing = await this.commerce.orders.byCart(cartId);
    if (existing) {
      if (paysOrder(existing, attempt)) return { order: await this.withPaymentState(existing, paymentState) };
      // The cart was ordered with another attempt (a second tab paid too): this money goes back.
      await this.giveBack(attempt, 'the cart was already ordered with another payment');
      return { order: existing };
    }
    const cart = await this.commerce.carts.get(cartId);
    if (!cart || cart.cartState !== 'Active') {
      await this.giveBack(attempt, `its cart is ${cart ? cart.cartState : 'gone'}`);
      return { error: 'creating-order-failed' };
    }
    const ready = await this.payingWith(cart, attempt);
    if (!ready || !this.coversCart(attempt, ready, authorised)) {
      await this.giveBack(attempt, 'the cart total changed after the payment started');
      return { error: 'malformed-price' };
    }
    const country = ready.country ?? ready.shippingAddress?.country;
    if (!country || !isCountryCode(country)) return { error: 'creating-order-failed' };
    try {
      const order = await this.cartOrders.placeOnce(ready, ready.version, country, paymentState);
      if (paysOrder(order, attempt)) return { order };
      await this.giveBack(attempt, 'the cart was ordered with another payment meanwhile');
      return { order };
    } catch (error) {
      // Authorised money and no order: log loudly, leave the money for the webhook's retry or an operator.
      this.logger.error(`order of cart ${cart.id} for payment ${attempt.key} could not be created: ${(error as Error).message}`);
      return { error: 'creating-order-failed' };
    }
  }

  /** The cart with this attempt as its one payment (a second tab may have attached another meanwhile). */
  private async payingWith(cart: Cart, attempt: Payment): Promise<Cart | undefined> {
    const actions = replacePaymentActions(cart, attempt.id, undefined);
    if (actions.length === 0) return cart;
    try {
      return await this.commerce.carts.update(cart.id, cart.version, actions, cart.store?.key);
    } catch (error) {
      this.logger.warn(`cart ${cart.id} could not take payment ${attempt.key}: ${(error as Error).message}`);
      return undefined;
    }
  }

  private coversCart(attempt: Payment, cart: Cart, authorised: AdyenAmount | undefined): boolean {
    const due = cartTotalGross(cart);
    if (!sameMoney(toMoney(attempt.amountPlanned), due)) return false;
    return authorised === undefined || (authorised.value === due.centAmount && authorised.currency === due.currencyCode);
  }

  private async withPaymentState(order: Order, paymentState: PaymentState): Promise<Order> {
    if (order.paymentState === paymentState || order.paymentState === 'Paid') return order;
    return this.commerce.orders.update(order.id, order.version, [{ action: 'changePaymentState', paymentState }]);
  }

  /** Asks Adyen to cancel or refund the attempt (once: the idempotency key is the attempt's). */
  async giveBack(attempt: Payment, why: string): Promise<void> {
    const pspReference = attempt.interfaceId;
    if (!pspReference) return;
    this.logger.warn(`giving back payment ${attempt.key} (${pspReference}): ${why}`);
    try {
      await this.checkout.reverse(pspReference, attempt.key ?? attempt.id, `${attempt.key}:reversal`);
      await this.attempts.record(attempt, (current) => current.transactions.some((transaction) => transaction.type === 'CancelAuthorization')
        ? []
        : [{ action: 'addTransaction', transaction: { type: 'CancelAuthorization', amount: current.amountPlanned, state: 'Pending', interactionId: pspReference } }]);
    } catch (error) {
      // The money is held without an order: someone must act. Adyen's webhook retries reach here again.
      this.logger.error(`payment ${attempt.key} (${pspReference}) could not be given back: ${(error as Error).message}`);
      throw error;
    }
  }
}
