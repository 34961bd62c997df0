import type { Order } from '@commercetools/platform-sdk';
import type { Lookup } from '../store/document-store.js';

/** The lookup value of one customer's application of one discount code. */
export const codeOfCustomer = (discountCodeId: string, customerId: string): string => `${discountCodeId}/${customerId}`;

/**
 * Orders are found by number (thank-you page), customer ("my orders"), cart (one order per cart:
 * the idempotency check) and store. Each discount code that applied to the order (state
 * MatchesCart) is indexed too: commercetools counts a code's applications by the orders created
 * with it, which is what maxApplications and maxApplicationsPerCustomer limit.
 */
export function orderLookups(order: Order): Lookup[] {
  const appliedCodes = (order.discountCodes ?? [])
    .filter((info) => info.state === 'MatchesCart')
    .map((info) => info.discountCode.id);
  const customerId = order.customerId;
  return [
    ...(order.orderNumber !== undefined ? [{ name: 'orderNumber', value: order.orderNumber }] : []),
    ...(customerId ? [{ name: 'customer', value: customerId }] : []),
    ...(order.anonymousId ? [{ name: 'anonymous', value: order.anonymousId }] : []),
    ...(order.cart ? [{ name: 'cart', value: order.cart.id }] : []),
    ...(order.store?.key ? [{ name: 'store', value: order.store.key }] : []),
    ...appliedCodes.map((id) => ({ name: 'discountCode', value: id })),
    ...(customerId ? appliedCodes.map((id) => ({ name: 'discountCodeOfCustomer', value: codeOfCustomer(id, customerId) })) : []),
  ];
}
