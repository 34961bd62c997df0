import type { ByProjectKeyRequestBuilder, Order, OrderFromCartDraft, OrderUpdateAction } from '@commercetools/platform-sdk';
import type { OrderPort, OrderQuery } from '../port/order-port.js';
import type { PagedResult } from '../port/price-context.js';
import { literal } from './predicates.js';
import { body, bodyOrUndefined } from './sdk-error.js';

export class CtOrders implements OrderPort {
  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  private orders(storeKey?: string) {
    return storeKey ? this.api.inStoreKeyWithStoreKeyValue({ storeKey }).orders() : this.api.orders();
  }

  createFromCart(draft: OrderFromCartDraft, storeKey?: string): Promise<Order> {
    return body(this.orders(storeKey).post({ body: draft }).execute());
  }

  byId(id: string, storeKey?: string): Promise<Order | undefined> {
    return bodyOrUndefined(this.orders(storeKey).withId({ ID: id }).get().execute());
  }

  byOrderNumber(orderNumber: string, storeKey?: string): Promise<Order | undefined> {
    return bodyOrUndefined(this.orders(storeKey).withOrderNumber({ orderNumber }).get().execute());
  }

  /** A query rather than a lookup: commercetools keeps no index of orders by cart, but `cart(id = …)` is a query predicate. */
  async byCart(cartId: string, storeKey?: string): Promise<Order | undefined> {
    const response = await body(this.orders(storeKey).get({
      queryArgs: { where: `cart(id = ${literal(cartId)})`, limit: 1, withTotal: false },
    }).execute());
    return response.results[0];
  }

  async byCustomer(customerId: string, query: OrderQuery, storeKey?: string): Promise<PagedResult<Order>> {
    const response = await body(this.orders(storeKey).get({
      queryArgs: { where: `customerId = ${literal(customerId)}`, sort: query.sort ?? 'createdAt desc', limit: query.limit, offset: query.offset, withTotal: true },
    }).execute());
    return { limit: response.limit, offset: response.offset, count: response.count, total: response.total ?? response.count, results: response.results };
  }

  /** In-store, the platform answers 404 for an order of another store, as the engine does. */
  update(id: string, version: number, actions: readonly OrderUpdateAction[], storeKey?: string): Promise<Order> {
    return body(this.orders(storeKey).withId({ ID: id }).post({ body: { version, actions: [...actions] } }).execute());
  }
}
