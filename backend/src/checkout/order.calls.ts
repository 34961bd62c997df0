import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Order } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { requireMarketStore } from '../api/market-store.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { GetOrdersPayload, getOrdersPayloadFailure } from './get-orders.payload.js';
import { MyOrders, type MyOrdersResponse } from './my-orders.js';
import { draftCartId, OrderDraftPayload, OrderStorePayload } from './order-draft.payload.js';
import { withPayments } from './order-payments.js';
import { OrderPlacement } from './order-placement.js';

/**
 * The order calls of the protocol (spec 2 §7 "order creation" and /getOrders). Every order they
 * answer carries its payments expanded.
 */
@Injectable()
export class OrderCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly placement: OrderPlacement,
    private readonly orders: MyOrders,
  ) {}

  /**
   * `[draft, { storeKey }?]`: places the order of the session's cart after the pre-pay checks; the
   * session then forgets the cart. Repeating the call for the same cart answers the same order.
   */
  @CommerceMethod('createOrder', { parts: [OrderDraftPayload, OrderStorePayload], required: 1 })
  async createOrder([draft, store]: [OrderDraftPayload, OrderStorePayload], context: CallContext): Promise<{ order: Order }> {
    requireMarketStore(store.storeKey, context, 'payload[1].storeKey');
    const order = await this.placement.place(draftCartId(draft), draft.version, context);
    return { order: await withPayments(order, this.commerce.payments) };
  }

  @CommerceMethod('getOrders', { parts: [GetOrdersPayload] })
  async getOrders([query]: [GetOrdersPayload], context: CallContext): Promise<MyOrdersResponse> {
    const failure = getOrdersPayloadFailure(query);
    if (failure) throw new BadRequestException(failure);
    const { me } = await this.orders.find(query, context);
    const results = await Promise.all(me.orders.results.map((order) => withPayments(order, this.commerce.payments)));
    return { me: { orders: { ...me.orders, results } } };
  }
}
