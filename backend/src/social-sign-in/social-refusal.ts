import * as client from 'openid-client';
import { CommerceError } from '../commerce/port/commerce-error.js';
import type { IdentityRefusal } from './social-identity.js';

/**
 * Why a social sign-in ended on the login page, as the `social` query parameter the storefront
 * translates: refused (state, nonce, PKCE, ID token or code did not check out), unverified (no
 * e-mail the provider vouches for), cancelled (the shopper or the provider said no), unavailable
 * (the provider could not be reached or failed).
 */
export type SocialProblem = 'refused' | IdentityRefusal | 'cancelled' | 'unavailable';

/** A refusal decided by the shop itself, carried to the one place that answers it. */
export class SocialRefusal extends Error {
  constructor(readonly problem: SocialProblem, reason: string) {
    super(reason);
  }
}

const UNREACHABLE_CODES: ReadonlySet<string> = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/**
 * fetch's own failure (connection refused, DNS, TLS) is a TypeError 'fetch failed', possibly
 * wrapped by openid-client as the cause of a ClientError. Compared by name: fetch may raise it
 * from another realm than this module's (jest's VM), where instanceof would miss it.
 */
function unreachable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; current = (current as Error).cause, depth++) {
    if ((current as Error).name === 'TypeError' && (current as Error).message === 'fetch failed') return true;
    if ((current as Error).name === 'TimeoutError') return true;
  }
  return false;
}

/** openid-client's and the network's errors, sorted into the shopper's four answers. */
export function problemOf(error: unknown): SocialProblem {
  if (error instanceof SocialRefusal) return error.problem;
  // The shop's own commerce side failed after the provider said yes: try again later.
  if (error instanceof CommerceError) return 'unavailable';
  if (error instanceof client.AuthorizationResponseError) return error.error === 'access_denied' ? 'cancelled' : 'refused';
  if (unreachable(error)) return 'unavailable';
  if (error instanceof client.ResponseBodyError) return error.status >= 500 ? 'unavailable' : 'refused';
  if (error instanceof client.ClientError && error.code !== undefined && UNREACHABLE_CODES.has(error.code)) return 'unavailable';
  return 'refused';
}
