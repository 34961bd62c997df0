import type { Lookup } from '../store/document-store.js';
import type { StoredCustomer } from './stored-customer.js';

/** commercetools treats customer e-mails case-insensitively; lookups use this one spelling. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Customers are found by e-mail (sign-in, uniqueness, reset requests) and by the digest of a
 * live reset token (password reset), so neither needs a scan of all customers.
 */
export const customerLookups = (customer: StoredCustomer): Lookup[] => [
  { name: 'email', value: normaliseEmail(customer.email) },
  ...(customer.passwordTokens ?? []).map((token) => ({ name: 'reset-token', value: token.digest })),
];
