import type { CallContext } from '../api/call-context.js';
import { withoutCart } from '../api/session-data.js';

/** The cart id the shopper's signed session holds, if any. */
export const sessionCartId = (context: CallContext): string | undefined => context.session.current.cartId;

/** Remembers the shopper's cart in the session (re-issues the cookie only when it changes). */
export function rememberCart(context: CallContext, cartId: string): void {
  if (context.session.current.cartId === cartId) return;
  context.session.write({ ...withoutCart(context.session.current), cartId });
}

/** Forgets the shopper's cart: deleted, ordered, of another store or gone. */
export function forgetCart(context: CallContext): void {
  if (context.session.current.cartId === undefined) return;
  context.session.write(withoutCart(context.session.current));
}
