import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { Cart, Order } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { forgetCart, sessionCartId } from '../cart/cart-session.js';
import { ShopperCarts } from '../cart/shopper-carts.js';
import { resourceNotFound } from '../commerce/port/commerce-error.js';
import { CartOrders } from './cart-orders.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { ORDERABLE_CODE_STATES } from '../commerce/port/orderable-code-states.js';
import { belongsTo } from '../cart/cart-owner.js';
import { checkOrderable, paymentCoversCart } from './pre-pay-checks.js';

/**
 * Turns the session's cart into an order (spec 2 §4 payment flow steps 2-4), once. A repeated or
 * concurrent request for the same cart gets the order that was created: the platform creates at
 * most one order per cart (and per order number, which is derived from the cart), and a request
 * that loses finds the winner's order by cart. Only the shopper the order belongs to gets it.
 */
@Injectable()
export class OrderPlacement {
  private readonly logger = new Logger('Checkout');

  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly carts: ShopperCarts,
    private readonly cartOrders: CartOrders,
  ) {}

  async place(cartId: string, version: number, context: CallContext): Promise<Order> {
    // Not the session's active cart (any more): ordered meanwhile, gone, or never theirs. The
    // session forgets such a cart; the order of it, if it is the shopper's, is the answer.
    const cart = sessionCartId(context) === cartId ? await this.carts.current(context) : undefined;
    if (!cart) return this.earlierOrder(cartId, context);
    await this.checkBeforeOrdering(cart);
    const ready = await this.withoutInapplicableCodes(cart, version, context);
    const order = await this.create(ready ?? cart, ready?.version ?? version, context);
    forgetCart(context);
    return order;
  }

  private async create(cart: Cart, version: number, context: CallContext): Promise<Order> {
    // COD and bank transfer are paid after the order: the money is still to come.
    const order = await this.cartOrders.placeOnce(cart, version, context.market.country, 'Pending');
    if (!belongsTo(order, context.session.current)) throw resourceNotFound(cart.id);
    return order;
  }

  /**
   * A code that no longer applies (expired meanwhile, its conditions no longer met) takes nothing
   * off, but the platform refuses to order a cart holding it. As commercetools' own Checkout does,
   * the shop removes such codes before ordering, so the shopper is not stopped by a code that
   * changes nothing; the totals, and so the payment's amount, stay as they were. Only on the cart
   * the shopper saw: a stale version is left to fail as a conflict.
   */
  private async withoutInapplicableCodes(cart: Cart, version: number, context: CallContext): Promise<Cart | undefined> {
    const inapplicable = cart.discountCodes.filter((info) => !ORDERABLE_CODE_STATES.includes(info.state));
    if (inapplicable.length === 0 || cart.version !== version) return undefined;
    this.logger.log(`cart ${cart.id}: removing discount codes that do not apply before ordering (${inapplicable.map((info) => info.state).join(', ')})`);
    return this.carts.update(context, cart, inapplicable.map((info) => ({
      action: 'removeDiscountCode' as const, discountCode: { typeId: 'discount-code' as const, id: info.discountCode.id },
    })));
  }

  /** The pre-pay checks, in the order the shopper can fix them; each failure is a 400 saying what to fix. */
  private async checkBeforeOrdering(cart: Cart): Promise<void> {
    checkOrderable(cart, this.logger);
    const paymentId = cart.paymentInfo?.payments.at(-1)?.id;
    const payment = paymentId !== undefined ? await this.commerce.payments.get(paymentId) : undefined;
    if (!payment) throw new BadRequestException('Choose a payment method before placing the order');
    if (!paymentCoversCart(payment, cart)) {
      throw new BadRequestException('The cart has changed since the payment method was chosen; choose it again');
    }
  }

  private async earlierOrder(cartId: string, context: CallContext): Promise<Order> {
    const order = await this.ownOrderOfCart(cartId, context);
    // Not found, not ordered or not theirs: answered alike, so no one learns of another's cart.
    if (!order) throw resourceNotFound(cartId);
    return order;
  }

  private async ownOrderOfCart(cartId: string, context: CallContext): Promise<Order | undefined> {
    const order = await this.commerce.orders.byCart(cartId, context.market.storeKey);
    return order && belongsTo(order, context.session.current) ? order : undefined;
  }
}
