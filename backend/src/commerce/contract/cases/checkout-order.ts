import type { Cart, Order, OrderFromCartDraft } from '@commercetools/platform-sdk';
import type { ContractContext } from '../contract-context.js';
import { cartWith, MARKETS } from '../contract-helpers.js';

/** What the order cases order: an SK cart as checkout leaves it (two lines, parcel shipping, an e-mail). */
export function checkoutCart(c: ContractContext, customerId?: string): Promise<Cart> {
  const { priced, cheap } = c.products();
  return cartWith(c.port(), { [priced.sku]: 2, [cheap.sku]: 1 }, {
    shippingMethod: 'parcel', customerEmail: 'buyer@example.sk', ...(customerId ? { customerId } : {}),
  });
}

/** The cart's order, created through the SK store with the given number and draft fields. */
export const orderFromCart = (c: ContractContext, cart: Cart, orderNumber: string, extra: Partial<OrderFromCartDraft> = {}): Promise<Order> =>
  c.port().orders.createFromCart({ cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber, ...extra }, MARKETS.SK.storeKey);
