import type { Order } from '@commercetools/platform-sdk';
import type { SessionData } from '../api/session-data.js';

/**
 * Whether the session's shopper placed the order: a customer's order is theirs by customer id, a
 * guest's by the anonymous id of the session it was placed in. An order with neither is nobody's
 * to read through the shop.
 */
export function isOrderOf(order: Order, session: SessionData): boolean {
  if (order.customerId !== undefined) return session.customerId === order.customerId;
  return order.anonymousId !== undefined && session.anonymousId === order.anonymousId;
}
