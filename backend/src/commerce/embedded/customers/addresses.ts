import { randomBytes } from 'node:crypto';
import type { Address, AddressDraft, Customer, _BaseAddress } from '@commercetools/platform-sdk';
import { invalidInput, invalidOperation } from '../../port/commerce-error.js';
import type { CustomerContext } from './customer-context.js';
import { customFieldsFromDraft } from './custom-fields.js';

/** commercetools' address ids are short random strings, unique within the customer. */
export function newAddressId(taken: readonly Address[]): string {
  for (;;) {
    const id = randomBytes(6).toString('base64url');
    if (!taken.some((address) => address.id === id)) return id;
  }
}

/**
 * A saved address: the engine assigns the id (an id in the draft is ignored, as the storefront
 * sends addresses without one when adding), keeps everything else, including the caller's `key`
 * (built from postal code and a timestamp by the backend), and stores custom fields (vatNumber,
 * vatValidated, vatResponse) with the type as a reference by id.
 */
export function addressFromDraft(draft: _BaseAddress, id: string, context: CustomerContext): Address {
  if (typeof draft?.country !== 'string' || !/^[A-Z]{2}$/.test(draft.country)) {
    throw invalidInput(`'${String(draft?.country)}' is not a valid country code (two capital letters).`, 'InvalidField', {
      field: 'address.country', invalidValue: draft?.country,
    });
  }
  const { id: _ignored, custom, ...fields } = draft as AddressDraft;
  return { ...fields, id, ...(custom ? { custom: customFieldsFromDraft(custom, context) } : {}) };
}

/** Address keys are unique within a customer, as in commercetools. */
export function requireFreeAddressKey(addresses: readonly Address[], key: string | undefined, exceptId?: string): void {
  if (key !== undefined && addresses.some((address) => address.key === key && address.id !== exceptId)) {
    throw invalidInput(`The customer already has an address with the key '${key}'.`, 'DuplicateField', {
      field: 'addresses.key', duplicateValue: key,
    });
  }
}

/**
 * The address an action names by `addressId` or `addressKey`. A missing address is commercetools'
 * InvalidOperation; the backend's own 'Updated address must include an "id" field.' is checked
 * before the call and is not the engine's to raise.
 */
export function findAddress(customer: Customer, addressId: string | undefined, addressKey: string | undefined): Address {
  if (addressId === undefined && addressKey === undefined) {
    throw invalidInput("One of 'addressId' or 'addressKey' is required.", 'InvalidInput');
  }
  const address = customer.addresses.find((candidate) => (addressId !== undefined ? candidate.id === addressId : candidate.key === addressKey));
  if (!address) {
    throw invalidOperation(addressId !== undefined
      ? `The customer does not have an address with the ID '${addressId}'.`
      : `The customer does not have an address with the key '${addressKey}'.`);
  }
  return address;
}
