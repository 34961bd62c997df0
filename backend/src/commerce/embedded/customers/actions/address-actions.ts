import type {
  Address, CustomerAddAddressAction, CustomerAddBillingAddressIdAction, CustomerAddShippingAddressIdAction,
  CustomerChangeAddressAction, CustomerRemoveAddressAction, CustomerRemoveBillingAddressIdAction,
  CustomerRemoveShippingAddressIdAction, CustomerSetAddressCustomFieldAction, CustomerSetAddressCustomTypeAction,
  CustomerSetDefaultBillingAddressAction, CustomerSetDefaultShippingAddressAction,
} from '@commercetools/platform-sdk';
import { addressFromDraft, findAddress, newAddressId, requireFreeAddressKey } from '../addresses.js';
import type { CustomerContext } from '../customer-context.js';
import { customTypeFromAction, withCustomField } from '../custom-fields.js';
import type { StoredCustomer } from '../stored-customer.js';

/*
 * The invariants every action keeps: each id in shippingAddressIds / billingAddressIds names an
 * address of the customer, and a default address is always among its kind's ids.
 */

type Kind = 'shipping' | 'billing';
const IDS = { shipping: 'shippingAddressIds', billing: 'billingAddressIds' } as const;
const DEFAULT = { shipping: 'defaultShippingAddressId', billing: 'defaultBillingAddressId' } as const;

const replaceAddress = (customer: StoredCustomer, address: Address): StoredCustomer => ({
  ...customer,
  addresses: customer.addresses.map((candidate) => (candidate.id === address.id ? address : candidate)),
});

function withoutDefault(customer: StoredCustomer, kind: Kind, id: string): StoredCustomer {
  if (customer[DEFAULT[kind]] !== id) return customer;
  const { [DEFAULT[kind]]: _cleared, ...rest } = customer;
  return rest as StoredCustomer;
}

/** Idempotent, as adding an id twice would leave a duplicate nobody can reason about. */
function withId(customer: StoredCustomer, kind: Kind, id: string): StoredCustomer {
  const ids = customer[IDS[kind]];
  return ids.includes(id) ? customer : { ...customer, [IDS[kind]]: [...ids, id] };
}

/** Removing an id also clears the default pointing to it (commercetools' documented behaviour). */
function withoutId(customer: StoredCustomer, kind: Kind, id: string): StoredCustomer {
  const next = { ...customer, [IDS[kind]]: customer[IDS[kind]].filter((candidate) => candidate !== id) };
  return withoutDefault(next, kind, id);
}

export function addAddress(customer: StoredCustomer, action: CustomerAddAddressAction, context: CustomerContext): StoredCustomer {
  requireFreeAddressKey(customer.addresses, action.address?.key);
  const address = addressFromDraft(action.address, newAddressId(customer.addresses), context);
  return { ...customer, addresses: [...customer.addresses, address] };
}

/** The whole address is replaced (fields left out are cleared); its id stays. */
export function changeAddress(customer: StoredCustomer, action: CustomerChangeAddressAction, context: CustomerContext): StoredCustomer {
  const current = findAddress(customer, action.addressId, action.addressKey);
  requireFreeAddressKey(customer.addresses, action.address?.key, current.id);
  return replaceAddress(customer, addressFromDraft(action.address, current.id!, context));
}

/** The address also leaves the shipping/billing id lists, and defaults pointing to it are cleared. */
export function removeAddress(customer: StoredCustomer, action: CustomerRemoveAddressAction): StoredCustomer {
  const { id } = findAddress(customer, action.addressId, action.addressKey);
  const without = { ...customer, addresses: customer.addresses.filter((address) => address.id !== id) };
  return withoutId(withoutId(without, 'shipping', id!), 'billing', id!);
}

/** No address clears the default; an address becomes default and joins the id list, as in commercetools. */
function setDefault(customer: StoredCustomer, kind: Kind, addressId: string | undefined, addressKey: string | undefined): StoredCustomer {
  if (addressId === undefined && addressKey === undefined) {
    const { [DEFAULT[kind]]: _cleared, ...rest } = customer;
    return rest as StoredCustomer;
  }
  const { id } = findAddress(customer, addressId, addressKey);
  return { ...withId(customer, kind, id!), [DEFAULT[kind]]: id };
}

export const setDefaultShippingAddress = (customer: StoredCustomer, action: CustomerSetDefaultShippingAddressAction): StoredCustomer =>
  setDefault(customer, 'shipping', action.addressId, action.addressKey);

export const setDefaultBillingAddress = (customer: StoredCustomer, action: CustomerSetDefaultBillingAddressAction): StoredCustomer =>
  setDefault(customer, 'billing', action.addressId, action.addressKey);

export const addShippingAddressId = (customer: StoredCustomer, action: CustomerAddShippingAddressIdAction): StoredCustomer =>
  withId(customer, 'shipping', findAddress(customer, action.addressId, action.addressKey).id!);

export const addBillingAddressId = (customer: StoredCustomer, action: CustomerAddBillingAddressIdAction): StoredCustomer =>
  withId(customer, 'billing', findAddress(customer, action.addressId, action.addressKey).id!);

export const removeShippingAddressId = (customer: StoredCustomer, action: CustomerRemoveShippingAddressIdAction): StoredCustomer =>
  withoutId(customer, 'shipping', findAddress(customer, action.addressId, action.addressKey).id!);

export const removeBillingAddressId = (customer: StoredCustomer, action: CustomerRemoveBillingAddressIdAction): StoredCustomer =>
  withoutId(customer, 'billing', findAddress(customer, action.addressId, action.addressKey).id!);

/** Address custom fields carry the VAT number and its validation result (spec §3 Address). */
export function setAddressCustomType(customer: StoredCustomer, action: CustomerSetAddressCustomTypeAction, context: CustomerContext): StoredCustomer {
  const { custom: _previous, ...address } = findAddress(customer, action.addressId, undefined);
  const custom = customTypeFromAction(action.type, action.fields, context);
  return replaceAddress(customer, custom ? { ...address, custom } : address);
}

export function setAddressCustomField(customer: StoredCustomer, action: CustomerSetAddressCustomFieldAction): StoredCustomer {
  const address = findAddress(customer, action.addressId, undefined);
  return replaceAddress(customer, { ...address, custom: withCustomField(address.custom, action.name, action.value, `address '${address.id}'`) });
}
