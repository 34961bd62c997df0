import type { Order, OrderFromCartDraft, OrderUpdateAction } from '@commercetools/platform-sdk';
import type { Page, PagedResult } from './price-context.js';

export interface OrderQuery extends Page {
  /** commercetools sort expression, e.g. 'createdAt desc'. */
  readonly sort?: string;
}

export interface OrderPort {
  /** Exactly once per cart: a second attempt fails with the platform's error, never a second order. */
  createFromCart(draft: OrderFromCartDraft, storeKey?: string): Promise<Order>;
  byId(id: string, storeKey?: string): Promise<Order | undefined>;
  byOrderNumber(orderNumber: string, storeKey?: string): Promise<Order | undefined>;
  /**
   * The order created from the cart, if any. What makes order creation idempotent for a caller:
   * after a repeated or concurrent attempt fails, the order that did get created is found here.
   */
  byCart(cartId: string, storeKey?: string): Promise<Order | undefined>;
  byCustomer(customerId: string, query: OrderQuery, storeKey?: string): Promise<PagedResult<Order>>;
  /**
   * Applies the actions as one batch at `version` (a stale one fails with ConcurrentModification
   * and the current version; nothing is applied). With `storeKey`, an order of another store is
   * not found. What a payment provider's notifications use to move payment and order states.
   */
  update(id: string, version: number, actions: readonly OrderUpdateAction[], storeKey?: string): Promise<Order>;
}
