import type { Customer } from '@commercetools/platform-sdk';

/**
 * The customer as the browser gets it. commercetools returns the password hash in
 * `Customer.password`; it must never reach the browser (an offline guessing attack needs
 * nothing else), whichever adapter runs.
 */
export function publicCustomer(customer: Customer): Customer {
  const { password: _hash, ...rest } = customer;
  return rest;
}
