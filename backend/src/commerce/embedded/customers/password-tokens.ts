import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CustomerToken } from '@commercetools/platform-sdk';
import { CommerceError, invalidInput } from '../../port/commerce-error.js';
import type { PasswordToken, StoredCustomer } from './stored-customer.js';

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

export const isExpired = (token: PasswordToken, now: Date): boolean => now.getTime() >= Date.parse(token.expiresAt);

export function requireTtlMinutes(ttlMinutes: unknown): number {
  if (!Number.isSafeInteger(ttlMinutes) || (ttlMinutes as number) < 1) {
    throw invalidInput(`'${String(ttlMinutes)}' is not a valid token validity: a whole number of minutes, at least 1.`, 'InvalidField', {
      field: 'ttlMinutes', invalidValue: ttlMinutes,
    });
  }
  return ttlMinutes as number;
}

/**
 * Adds a token to the customer. Older tokens stay valid until they expire or one is redeemed
 * (commercetools' invalidateOlderTokens=false, the default and the only mode the port offers);
 * expired ones are dropped here so the document does not grow with every forgotten password.
 */
export function issueToken(customer: StoredCustomer, ttlMinutes: number, now: Date): { customer: StoredCustomer; token: CustomerToken } {
  const value = newTokenValue();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000).toISOString();
  const stored: PasswordToken = { id: randomUUID(), digest: tokenDigest(value), createdAt, expiresAt };
  const live = (customer.passwordTokens ?? []).filter((token) => !isExpired(token, now));
  return {
    customer: { ...customer, passwordTokens: [...live, stored] },
    token: {
      id: stored.id, customerId: customer.id, value, expiresAt, createdAt, lastModifiedAt: createdAt, invalidateOlderTokens: false,
    },
  };
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
