import type { CartResourceIdentifier } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import type { ShopperCarts } from '../cart/shopper-carts.js';

/** The fields of a sign-in or sign-up that name the guest's cart for commercetools' merge. */
export interface AnonymousCartFields {
  readonly anonymousId?: string;
  readonly anonymousCart?: CartResourceIdentifier;
}

/**
 * The guest's cart in this market, to be merged into (or become) the customer's cart. Only a
 * guest session brings one: a customer switching accounts must not carry their cart into
 * another's. The cart is read through the shopper's carts, so one of another store, ordered or
 * gone is not named.
 */
export async function anonymousCartOf(context: CallContext, carts: ShopperCarts): Promise<AnonymousCartFields> {
  const { anonymousId } = context.session.current;
  if (anonymousId === undefined) return {};
  const cart = await carts.current(context);
  return { anonymousId, ...(cart ? { anonymousCart: { typeId: 'cart', id: cart.id } } : {}) };
}
