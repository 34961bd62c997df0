import { BackendError } from '../../shop/backend.server';

/** A backend 429 as a form can tell it: how long the shopper waits, when the backend said. */
export interface RateLimited {
  readonly retryAfterSeconds?: number;
}

/**
 * The rate limits of signIn, signUp and the reset calls (backend `throttle/`) answer 429 with
 * Retry-After; every account form turns that into the same translated "try again in N min".
 */
export function rateLimitOf(error: unknown): RateLimited | undefined {
  if (!(error instanceof BackendError) || error.status !== 429) return undefined;
  return error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds };
}

/** The storefront's own 429 passes the wait on (for a client that reads the header, not the page). */
export const retryAfterHeaders = ({ retryAfterSeconds }: RateLimited): HeadersInit =>
  retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
