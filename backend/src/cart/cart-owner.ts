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
