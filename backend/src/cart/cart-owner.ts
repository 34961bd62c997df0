import type { Cart } from '@commercetools/platform-sdk';
import type { SessionData } from '../api/session-data.js';

/**
 * Whether the session's shopper owns the cart. The signed session naming the cart is the first
 * proof; this second one catches a session whose cart has since been given to a customer (or
 * another anonymous shopper) it does not speak for.
 */
export function isOwnedBy(cart: Cart, session: SessionData): boolean {
  if (cart.customerId !== undefined) return session.customerId === cart.customerId;
  if (cart.anonymousId !== undefined && session.anonymousId !== undefined) return session.anonymousId === cart.anonymousId;
  return true;
}

/** Who something belongs to, or who asks: a customer, or the anonymous session of a guest. */
export interface Shopper {
  readonly customerId?: string | undefined;
  readonly anonymousId?: string | undefined;
}

/**
 * Whether `owned` (an order, a cart) belongs to the shopper: a customer's by customer id, a
 * guest's by the anonymous id of the session it was made in. Something with neither is nobody's.
 */
export function belongsTo(owned: Shopper, shopper: Shopper): boolean {
  if (owned.customerId !== undefined) return shopper.customerId === owned.customerId;
  return owned.anonymousId !== undefined && shopper.anonymousId === owned.anonymousId;
}
