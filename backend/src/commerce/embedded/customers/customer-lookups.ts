import type { Lookup } from '../store/document-store.js';
import type { StoredCustomer } from './stored-customer.js';

/** commercetools treats customer e-mails case-insensitively; lookups use this one spelling. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Customers are found by e-mail (sign-in, uniqueness, reset requests) without a scan of all
 * customers; reset tokens have their own lookups (password-tokens.ts).
 */
export const customerLookups = (customer: StoredCustomer): Lookup[] => [{ name: 'email', value: normaliseEmail(customer.email) }];
