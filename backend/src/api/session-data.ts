import { randomUUID } from 'node:crypto';

/**
 * What the session cookie carries: who the shopper is (an anonymous id until sign-in, then the
 * customer id) and their cart. Nothing else: the server keeps no session store, so any replica
 * serves any request and a restart loses nothing.
 *
 * A customer session also carries the customer's session generation when it was issued
 * (session-generations.ts): log-out and a password reset move the customer's generation on, which
 * ends every session issued before. A customer who never ended a session is at generation 0,
 * which the cookie leaves out (so cookies issued before generations existed read as 0).
 */
export type SessionData =
  | { readonly anonymousId: string; readonly customerId?: undefined; readonly generation?: undefined; readonly cartId?: string }
  | { readonly customerId: string; readonly anonymousId?: undefined; readonly generation?: number; readonly cartId?: string };

export const newAnonymousSession = (): SessionData => ({ anonymousId: randomUUID() });

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 256;
const isGeneration = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The customer's session at their current generation (0, the start, is left out of the cookie). */
export const customerSession = (customerId: string, generation: number, cartId?: string): SessionData => ({
  customerId, ...(generation > 0 ? { generation } : {}), ...(cartId === undefined ? {} : { cartId }),
});

/** The same shopper (and, for a customer, the same session generation) without a cart. */
export function withoutCart(session: SessionData): SessionData {
  return session.customerId !== undefined
    ? { customerId: session.customerId, ...(session.generation === undefined ? {} : { generation: session.generation }) }
    : { anonymousId: session.anonymousId };
}

/**
 * The session in a verified cookie value, or undefined when it has no valid shape. The signature
 * already proves we wrote it; the shape check still guards against values of an older format.
 */
export function parseSessionData(value: unknown): SessionData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { anonymousId, customerId, cartId, generation } = value as Record<string, unknown>;
  if (cartId !== undefined && !isId(cartId)) return undefined;
  const cart = cartId === undefined ? {} : { cartId };
  if (isId(customerId) && anonymousId === undefined) {
    if (generation === undefined) return { customerId, ...cart };
    return isGeneration(generation) ? { customerId, generation, ...cart } : undefined;
  }
  if (isId(anonymousId) && customerId === undefined && generation === undefined) return { anonymousId, ...cart };
  return undefined;
}
