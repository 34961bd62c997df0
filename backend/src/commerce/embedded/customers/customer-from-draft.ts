import { randomUUID } from 'node:crypto';
import type { Address, CustomerDraft } from '@commercetools/platform-sdk';
import { invalidInput } from '../../port/commerce-error.js';
import { addressFromDraft, newAddressId, requireFreeAddressKey } from './addresses.js';
import type { CustomerContext } from './customer-context.js';
import { customFieldsFromDraft } from './custom-fields.js';
import type { StoredCustomer } from './stored-customer.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requireEmail(email: unknown): string {
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) {
    throw invalidInput(`'${String(email)}' is not a valid e-mail address.`, 'InvalidField', { field: 'email', invalidValue: email });
  }
  return email.trim();
}

/** Whether the customer signs in with a password (commercetools' default) or elsewhere (social sign-in). */
export const usesPassword = (draft: Pick<CustomerDraft, 'authenticationMode'>): boolean =>
  (draft.authenticationMode ?? 'Password') === 'Password';

/** A draft password is required in Password mode; the shop's letter-and-number rule is the storefront's. */
export function requirePassword(password: unknown, field = 'password'): string {
  if (typeof password !== 'string' || password.length === 0) {
    throw invalidInput(`The field '${field}' is required.`, 'RequiredField', { field });
  }
  return password;
}

function idAt(addresses: readonly Address[], index: unknown, field: string): string {
  const address = Number.isSafeInteger(index) ? addresses[index as number] : undefined;
  if (!address) {
    throw invalidInput(`'${String(index)}' is not the index of an address in 'addresses'.`, 'InvalidField', { field, invalidValue: index });
  }
  return address.id!;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * A new customer from commercetools' draft. Addresses get ids; the draft's address indexes
 * (defaultShippingAddress, shippingAddresses, …) become those ids. A default address is also
 * listed among the shipping (billing) address ids, as setDefaultShippingAddress does, so
 * "default ⊆ ids" holds from the start. Sign-up through a store makes a customer of that store.
 * The password arrives already hashed; it is checked for presence by the caller.
 */
export function customerFromDraft(
  draft: CustomerDraft, passwordHash: string | undefined, storeKey: string | undefined, context: CustomerContext,
): StoredCustomer {
  const email = requireEmail(draft.email);
  const addresses: Address[] = [];
  for (const address of draft.addresses ?? []) {
    requireFreeAddressKey(addresses, address.key);
    addresses.push(addressFromDraft(address, newAddressId(addresses), context));
  }
  const defaultShipping = draft.defaultShippingAddress === undefined ? undefined : idAt(addresses, draft.defaultShippingAddress, 'defaultShippingAddress');
  const defaultBilling = draft.defaultBillingAddress === undefined ? undefined : idAt(addresses, draft.defaultBillingAddress, 'defaultBillingAddress');
  const shippingIds = (draft.shippingAddresses ?? []).map((index) => idAt(addresses, index, 'shippingAddresses'));
  const billingIds = (draft.billingAddresses ?? []).map((index) => idAt(addresses, index, 'billingAddresses'));
  const stores = unique([...(storeKey ? [storeKey] : []), ...(draft.stores ?? []).map((store) => context.storeKey(store))]);
  context.requireEmailFree(email, stores);
  return {
    id: randomUUID(),
    version: 1,
    createdAt: context.now,
    lastModifiedAt: context.now,
    ...(draft.key !== undefined ? { key: draft.key } : {}),
    ...(draft.customerNumber !== undefined ? { customerNumber: draft.customerNumber } : {}),
    ...(draft.externalId !== undefined ? { externalId: draft.externalId } : {}),
    email,
    ...(draft.firstName !== undefined ? { firstName: draft.firstName } : {}),
    ...(draft.lastName !== undefined ? { lastName: draft.lastName } : {}),
    ...(draft.middleName !== undefined ? { middleName: draft.middleName } : {}),
    ...(draft.title !== undefined ? { title: draft.title } : {}),
    ...(draft.salutation !== undefined ? { salutation: draft.salutation } : {}),
    ...(draft.dateOfBirth !== undefined ? { dateOfBirth: draft.dateOfBirth } : {}),
    ...(draft.companyName !== undefined ? { companyName: draft.companyName } : {}),
    ...(draft.vatId !== undefined ? { vatId: draft.vatId } : {}),
    ...(draft.locale !== undefined ? { locale: draft.locale } : {}),
    addresses,
    ...(defaultShipping ? { defaultShippingAddressId: defaultShipping } : {}),
    shippingAddressIds: unique([...shippingIds, ...(defaultShipping ? [defaultShipping] : [])]),
    ...(defaultBilling ? { defaultBillingAddressId: defaultBilling } : {}),
    billingAddressIds: unique([...billingIds, ...(defaultBilling ? [defaultBilling] : [])]),
    isEmailVerified: draft.isEmailVerified ?? false,
    customerGroupAssignments: [],
    ...(draft.custom ? { custom: customFieldsFromDraft(draft.custom, context) } : {}),
    stores: stores.map((key) => ({ typeId: 'store' as const, key })),
    authenticationMode: draft.authenticationMode ?? 'Password',
    ...(passwordHash ? { passwordHash } : {}),
  };
}
