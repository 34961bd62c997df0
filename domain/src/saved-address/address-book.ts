/**
 * A customer's address book as the commerce platform keeps it (spec 2 §3 Customer): every
 * address once in `addresses`, listed as billing and/or shipping by id, one default of each.
 */
export interface BookAddress {
  readonly id?: string;
  readonly country: string;
  readonly postalCode?: string;
  readonly company?: string;
  readonly fax?: string;
  readonly [field: string]: unknown;
}

export interface AddressBookCustomer {
  readonly addresses?: readonly BookAddress[];
  readonly billingAddressIds?: readonly string[];
  readonly shippingAddressIds?: readonly string[];
  readonly defaultBillingAddressId?: string | null;
  readonly defaultShippingAddressId?: string | null;
}

export type AddressKind = 'billing' | 'shipping';

/** A saved address with an id (only saved addresses have one, spec 2 §3 Address). */
export type SavedBookAddress = BookAddress & { readonly id: string };

/**
 * The customer's saved addresses of one kind in one country, the default first, then in the
 * order they were saved. Only the market's country: the store ships within it (spec 2 §4 "the
 * first saved address for the current country").
 */
export function savedAddressesOf(customer: AddressBookCustomer | undefined, kind: AddressKind, country: string): SavedBookAddress[] {
  if (!customer) return [];
  const ids = (kind === 'billing' ? customer.billingAddressIds : customer.shippingAddressIds) ?? [];
  const defaultId = kind === 'billing' ? customer.defaultBillingAddressId : customer.defaultShippingAddressId;
  const listed = ids
    .map((id) => (customer.addresses ?? []).find((address) => address.id === id))
    .filter((address): address is SavedBookAddress => address !== undefined && typeof address.id === 'string' && address.country === country);
  return [...listed.filter((address) => address.id === defaultId), ...listed.filter((address) => address.id !== defaultId)];
}

/** One of the customer's own saved addresses of the kind by id; an id not in the book is nothing (never trusted from a form). */
export function ownSavedAddress(customer: AddressBookCustomer | undefined, kind: AddressKind, country: string, id: string): SavedBookAddress | undefined {
  if (id === '') return undefined;
  return savedAddressesOf(customer, kind, country).find((address) => address.id === id);
}
