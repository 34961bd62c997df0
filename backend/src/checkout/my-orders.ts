import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Order } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { PagedResult } from '../commerce/port/price-context.js';
import { DEFAULT_ORDERS_LIMIT, type GetOrdersPayload } from './get-orders.payload.js';
import { belongsTo } from '../cart/cart-owner.js';

/** What getOrders answers, read by the storefront as `me.orders` (spec 2 §7). */
export interface MyOrdersResponse {
  readonly me: { readonly orders: PagedResult<Order> };
}

const answer = (orders: PagedResult<Order>): MyOrdersResponse => ({ me: { orders } });

/**
 * The shopper's own orders in the market's store, and nobody else's. Readings pinned: an order
 * looked up by id or number that is not the shopper's (or does not exist) is an empty result, the
 * same answer either way, so the lookup reveals nothing about other shoppers' orders; a guest has
 * no order list and gets 401, while a guest's thank-you lookup works through the session it
 * ordered in.
 */
@Injectable()
export class MyOrders {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  async find(query: GetOrdersPayload, context: CallContext): Promise<MyOrdersResponse> {
    const { storeKey } = context.market;
    if (query.id !== undefined) return this.one(await this.commerce.orders.byId(query.id, storeKey), context);
    if (query.orderNumber !== undefined) return this.one(await this.commerce.orders.byOrderNumber(query.orderNumber, storeKey), context);
    const { customerId } = context.session.current;
    if (customerId === undefined) throw new UnauthorizedException('Sign in to see your orders');
    return answer(await this.commerce.orders.byCustomer(customerId, {
      limit: query.limit ?? DEFAULT_ORDERS_LIMIT,
      offset: query.offset ?? 0,
      sort: query.sort ?? 'createdAt desc',
    }, storeKey));
  }

  private one(order: Order | undefined, context: CallContext): MyOrdersResponse {
    const results = order && belongsTo(order, context.session.current) ? [order] : [];
    return answer({ limit: 1, offset: 0, count: results.length, total: results.length, results });
  }
}
