import type { Customer } from '@commercetools/platform-sdk';

/**
 * A live password-reset token. Only the SHA-256 digest of the token value is kept: someone who
 * can read the database cannot use the tokens in it to take over accounts.
 */
export interface PasswordToken {
  readonly id: string;
  readonly digest: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/**
 * The customer document as the engine stores it: commercetools' Customer plus the secrets that
 * never leave the engine (the scrypt hash and the reset tokens).
 */
export type StoredCustomer = Customer & {
  readonly passwordHash?: string;
  readonly passwordTokens?: readonly PasswordToken[];
};

/**
 * The Customer as callers see it. commercetools returns the (hashed) password; we omit it, and
 * the tokens: no caller of the shop reads them (the spec's Customer has no password field), and
 * every copy of a hash that travels to the backend, logs or the browser is one more chance of an
 * offline guessing attack.
 */
export function toCustomer(stored: StoredCustomer): Customer {
  const { passwordHash: _hash, passwordTokens: _tokens, password: _password, ...customer } = stored;
  return customer;
}
