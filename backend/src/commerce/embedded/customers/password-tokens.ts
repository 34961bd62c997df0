import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CustomerToken } from '@commercetools/platform-sdk';
import { CommerceError, invalidInput } from '../../port/commerce-error.js';
import type { Lookup } from '../store/document-store.js';

/**
 * commercetools' default validity of a reset token since June 2025 (before: 34 560 minutes,
 * 24 days). The commercetools adapter leaves ttlMinutes out when not given, so both adapters
 * then agree on 24 hours.
 */
export const DEFAULT_RESET_TOKEN_TTL_MINUTES = 1440;

/** 32 random bytes, url-safe: the value goes into the reset link of an e-mail. */
export const newTokenValue = (): string => randomBytes(32).toString('base64url');

/**
 * What the engine stores and looks tokens up by. A plain hash suffices (no salt, no scrypt): the
 * value is 256 random bits, so there is nothing to guess, only a database copy to make useless.
 */
export const tokenDigest = (value: string): string => createHash('sha256').update(value, 'utf8').digest('base64url');

/**
 * A live password-reset token, a document of its own (RESOURCE.passwordToken) beside its
 * customer: issuing one does not change the customer, so a reset request, which anyone can make
 * for any e-mail, never bumps the customer's version (and never fails a concurrent profile edit
 * with a version conflict). Only the SHA-256 digest of the value is kept: someone who can read
 * the database cannot use the tokens in it to take over accounts.
 */
export interface StoredPasswordToken {
  readonly id: string;
  readonly version: number;
  readonly customerId: string;
  /** The customer's n-th token: the order of issue, which the clock cannot tell within one millisecond. */
  readonly sequence: number;
  readonly digest: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Found by digest (a reset) and by customer (issuing drops old ones, a reset drops them all). */
export const passwordTokenLookups = (token: StoredPasswordToken): Lookup[] => [
  { name: 'digest', value: token.digest },
  { name: 'customer', value: token.customerId },
];

/**
 * The live tokens a customer keeps at most. commercetools sets no number; an engine that keeps
 * every token of a forgotten password grows with every request, so the oldest live one goes.
 * The shop's rate limit (3 requests per e-mail an hour) stays far below it.
 */
export const MAX_LIVE_TOKENS = 10;

export const isExpired = (token: Pick<StoredPasswordToken, 'expiresAt'>, now: Date): boolean => now.getTime() >= Date.parse(token.expiresAt);

export function requireTtlMinutes(ttlMinutes: unknown): number {
  if (!Number.isSafeInteger(ttlMinutes) || (ttlMinutes as number) < 1) {
    throw invalidInput(`'${String(ttlMinutes)}' is not a valid token validity: a whole number of minutes, at least 1.`, 'InvalidField', {
      field: 'ttlMinutes', invalidValue: ttlMinutes,
    });
  }
  return ttlMinutes as number;
}

/**
 * A new token for the customer, after the `existing` ones: the document to store and the token to
 * hand out (its value exists only there).
 */
export function issueToken(
  customerId: string, existing: readonly StoredPasswordToken[], ttlMinutes: number, now: Date,
): { stored: StoredPasswordToken; token: CustomerToken } {
  const value = newTokenValue();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000).toISOString();
  const sequence = existing.reduce((highest, token) => Math.max(highest, token.sequence), 0) + 1;
  const stored: StoredPasswordToken = { id: randomUUID(), version: 1, customerId, sequence, digest: tokenDigest(value), createdAt, expiresAt };
  return {
    stored,
    token: { id: stored.id, customerId, value, expiresAt, createdAt, lastModifiedAt: createdAt, invalidateOlderTokens: false },
  };
}

/**
 * The tokens to drop before one more is added. Older tokens stay valid until they expire or one is
 * redeemed (commercetools' invalidateOlderTokens=false, the default and the only mode the port
 * offers); expired ones go, and the oldest live ones beyond MAX_LIVE_TOKENS - 1.
 */
export function tokensToDrop(tokens: readonly StoredPasswordToken[], now: Date): StoredPasswordToken[] {
  const expired = tokens.filter((token) => isExpired(token, now));
  const live = tokens.filter((token) => !isExpired(token, now)).sort((a, b) => a.sequence - b.sequence);
  return [...expired, ...live.slice(0, Math.max(0, live.length - (MAX_LIVE_TOKENS - 1)))];
}

/*
 * Errors of a failed reset, as commercetools raises them since it distinguishes them (June 2025):
 * an unknown (or already used) token is ResourceNotFound; a known but expired one is
 * ExpiredCustomerPasswordToken. Telling them apart reveals nothing: both need the token value.
 */
export const tokenNotFound = (): CommerceError => {
  const message = 'The Customer with the given password token was not found.';
  return new CommerceError(404, message, [{ code: 'ResourceNotFound', message }]);
};

export const tokenExpired = (): CommerceError => {
  const message = 'The given password token has expired.';
  return new CommerceError(400, message, [{ code: 'ExpiredCustomerPasswordToken', message }]);
};
