import { data, redirect } from 'react-router';
import { BackendError } from '../shop/backend.server';
import { localHome, requireCustomer } from '../shop/guards.server';
import type { ShopRequest } from '../shop/shop-context';

/** A saved address as the backend's customer holds it (spec 2 §3 Address; the VAT number in `fax`). */
export interface SavedAddress {
  readonly id: string;
  readonly country: string;
  readonly [field: string]: unknown;
}

/** The signed-in customer as getMe gives it in full (spec 2 §3 Customer): what the account pages edit. */
export interface CustomerRecord {
  readonly version: number;
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly vatId?: string;
  readonly custom?: { readonly fields?: { readonly customerType?: string } };
  readonly addresses: readonly SavedAddress[];
  readonly billingAddressIds?: readonly string[];
  readonly shippingAddressIds?: readonly string[];
  readonly defaultBillingAddressId?: string;
  readonly defaultShippingAddressId?: string;
}

/** Spec 2 §3: the client type is stored lower-cased in customerType. */
export const isCompanyCustomer = (customer: CustomerRecord): boolean => customer.custom?.fields?.customerType === 'company';

/**
 * The account pages' guard and record, read fresh (an action must see what it is about to
 * change): a guest goes to the root (spec 2 §2), the backend not answering is a 503.
 */
export async function customerRecord(shop: ShopRequest): Promise<CustomerRecord> {
  await requireCustomer(shop);
  let customer: CustomerRecord | undefined;
  try {
    customer = (await shop.backend.call<{ me: { customer?: CustomerRecord } }>('getMe', [{ full: true }])).me.customer;
  } catch (error) {
    // The session ended between the guard and this call (logged out in another tab).
    if (error instanceof BackendError && error.status === 401) throw redirect(localHome(shop));
    console.error(`getMe failed on an account page: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  if (!customer) throw data(null, { status: 503 });
  return customer;
}

/** The country's name in the shopper's language, named on the server so hydration cannot differ. */
export const countryName = (locale: string, country: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
};
