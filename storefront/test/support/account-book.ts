import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import { shopperCall } from './browser-session';

/** A saved address as the backend's address book takes it (README "customer"). */
export interface BookAddress {
  readonly country: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly streetName: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly phone: string;
  readonly company?: string;
  readonly fax?: string;
}

interface Customer {
  readonly id: string;
  readonly addresses: readonly (BookAddress & { id: string })[];
  readonly billingAddressIds?: readonly string[];
  readonly shippingAddressIds?: readonly string[];
  readonly defaultBillingAddressId?: string;
  readonly defaultShippingAddressId?: string;
}

export interface BookCustomer {
  readonly email: string;
  readonly password: string;
  /** The saved ids in the order given: billing, then shipping. */
  readonly billingIds: readonly string[];
  readonly shippingIds: readonly string[];
}

/**
 * A customer signed up through the backend in a session of its own (the test's browser stays a
 * guest), with saved billing and shipping addresses; the first of each is the default.
 */
export async function customerWithBook(
  browser: Browser, country: string, who: { firstName: string; lastName: string }, book: { billing?: BookAddress[]; shipping?: BookAddress[] } = {},
): Promise<BookCustomer> {
  const email = `${who.firstName.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase() || 'kunde'}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Werkbank2026';
  const context = await browser.newContext();
  try {
    await shopperCall(context, country, 'signUp', [{ email, password, ...who, customerType: 'PRIVATE' }]);
    const billingIds: string[] = [];
    for (const address of book.billing ?? []) {
      const { user } = await shopperCall<{ user: Customer }>(context, country, 'addBillingAddress', [{}, address]);
      billingIds.push(user.billingAddressIds!.at(-1)!);
    }
    const shippingIds: string[] = [];
    for (const address of book.shipping ?? []) {
      const answer = await shopperCall<{ shippingAddressIds: string[] }>(context, country, 'addShippingAddress', [{}, address]);
      shippingIds.push(answer.shippingAddressIds.at(-1)!);
    }
    if (billingIds[0]) await shopperCall(context, country, 'setDefaultBillingAddress', [{}, { id: billingIds[0] }]);
    if (shippingIds[0]) await shopperCall(context, country, 'setDefaultShippingAddress', [{}, { id: shippingIds[0] }]);
    return { email, password, billingIds, shippingIds };
  } finally {
    await context.close();
  }
}

/** The customer as the backend has it, read in the given (signed-in) browser context. */
export async function bookOf(context: BrowserContext, country: string): Promise<Customer> {
  const { me } = await shopperCall<{ me: { customer: Customer } }>(context, country, 'getMe', [{ full: true }]);
  return me.customer;
}
