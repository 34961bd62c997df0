import { randomUUID } from 'node:crypto';

/**
 * What the session cookie carries: who the shopper is (an anonymous id until sign-in, then the
 * customer id) and their cart. Nothing else: the server keeps no session store, so any replica
 * serves any request and a restart loses nothing.
 */
export type SessionData =
  | { readonly anonymousId: string; readonly customerId?: undefined; readonly cartId?: string }
  | { readonly customerId: string; readonly anonymousId?: undefined; readonly cartId?: string };

export const newAnonymousSession = (): SessionData => ({ anonymousId: randomUUID() });

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 256;

/**
 * The session in a verified cookie value, or undefined when it has no valid shape. The signature
 * already proves we wrote it; the shape check still guards against values of an older format.
 */
export function parseSessionData(value: unknown): SessionData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { anonymousId, customerId, cartId } = value as Record<string, unknown>;
  if (cartId !== undefined && !isId(cartId)) return undefined;
  const cart = cartId === undefined ? {} : { cartId };
  if (isId(customerId) && anonymousId === undefined) return { customerId, ...cart };
  if (isId(anonymousId) && customerId === undefined) return { anonymousId, ...cart };
  return undefined;
}
