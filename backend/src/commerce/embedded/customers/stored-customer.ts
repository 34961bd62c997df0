import type { Customer } from '@commercetools/platform-sdk';

/**
 * The customer document as the engine stores it: commercetools' Customer plus the secret that
 * never leaves the engine (the scrypt hash). Reset tokens are documents of their own
 * (password-tokens.ts); `passwordTokens` is only where a database written by an earlier version
 * kept them: never read, never sent.
 */
export type StoredCustomer = Customer & {
  readonly passwordHash?: string;
  readonly passwordTokens?: unknown;
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
