import { Inject, Injectable } from '@nestjs/common';
import type { Cart, Order, PaymentState } from '@commercetools/platform-sdk';
import type { CountryCode } from '@shop/domain';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { orderNumberFor } from './order-number.js';

/**
 * The one place a cart becomes an order, for every way of paying: the shopper placing a COD or
 * bank-transfer order, a card payment coming back authorised, a webhook completing a payment
 * whose shopper never came back. At most one order per cart: the platform creates one order per
 * cart and per order number (derived from the cart), and a caller that loses a race gets the
 * winner's order.
 */
@Injectable()
export class CartOrders {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  async placeOnce(cart: Cart, version: number, country: CountryCode, paymentState: PaymentState): Promise<Order> {
    const storeKey = cart.store?.key;
    try {
      return await this.commerce.orders.createFromCart({
        cart: { typeId: 'cart', id: cart.id },
        version,
        orderNumber: orderNumberFor(cart.id, country),
        paymentState,
      }, storeKey);
    } catch (error) {
      // Already ordered, a stale version because it was just ordered, a taken order number: all
      // mean another request won if an order of the cart exists now.
      const earlier = error instanceof CommerceError ? await this.commerce.orders.byCart(cart.id, storeKey) : undefined;
      if (earlier) return earlier;
      throw error;
    }
  }
}
