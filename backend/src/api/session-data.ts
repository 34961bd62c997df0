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
  | { readonly anonymousId: string; readonly customerId?: undefined; readonly generation?: undefined; readonly cartId?: string; readonly expiresAt?: undefined }
  | {
    readonly customerId: string; readonly anonymousId?: undefined; readonly generation?: number; readonly cartId?: string;
    /** Unix seconds after which the session is a guest's (social sign-in: 86400 s, spec 2 §6); none: the cookie's own month. */
    readonly expiresAt?: number;
  };

export const newAnonymousSession = (): SessionData => ({ anonymousId: randomUUID() });

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 256;
const isGeneration = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The customer's session at their current generation (0, the start, is left out of the cookie). */
export const customerSession = (customerId: string, generation: number, cartId?: string): SessionData => ({
  customerId, ...(generation > 0 ? { generation } : {}), ...(cartId === undefined ? {} : { cartId }),
});

/** The same shopper (and, for a customer, the same session generation and end) without a cart. */
export function withoutCart(session: SessionData): SessionData {
  return session.customerId !== undefined
    ? {
      customerId: session.customerId,
      ...(session.generation === undefined ? {} : { generation: session.generation }),
      ...(session.expiresAt === undefined ? {} : { expiresAt: session.expiresAt }),
    }
    : { anonymousId: session.anonymousId };
}

/** Whether a session with an end (expiresAt) has reached it at `nowMs`. */
export const hasExpired = (session: SessionData, nowMs: number): boolean =>
  session.expiresAt !== undefined && session.expiresAt * 1000 <= nowMs;

/**
 * The session in a verified cookie value, or undefined when it has no valid shape. The signature
 * already proves we wrote it; the shape check still guards against values of an older format.
 */
export function parseSessionData(value: unknown): SessionData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { anonymousId, customerId, cartId, generation, expiresAt } = value as Record<string, unknown>;
  if (cartId !== undefined && !isId(cartId)) return undefined;
  const cart = cartId === undefined ? {} : { cartId };
  if (isId(customerId) && anonymousId === undefined) {
    if (expiresAt !== undefined && !isGeneration(expiresAt)) return undefined;
    const end = expiresAt === undefined ? {} : { expiresAt };
    if (generation === undefined) return { customerId, ...cart, ...end };
    return isGeneration(generation) ? { customerId, generation, ...cart, ...end } : undefined;
  }
  if (isId(anonymousId) && customerId === undefined && generation === undefined && expiresAt === undefined) return { anonymousId, ...cart };
  return undefined;
}
