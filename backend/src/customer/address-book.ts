import { BadRequestException, Injectable } from '@nestjs/common';
import type { Address, BaseAddress, Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { requireValidPostalCodes, storedAddress } from '../api/address-fields.payload.js';
import type { CallContext } from '../api/call-context.js';
import { resourceNotFound } from '../commerce/port/commerce-error.js';
import { addressKey } from './address-key.js';
import { requireRoomForAddress } from './address-limit.js';
import { DEFAULT_BILLING_NEEDS_ID, DEFAULT_SHIPPING_NEEDS_ID, REMOVED_ADDRESS_NEEDS_ID, UPDATED_ADDRESS_NEEDS_ID } from './address-messages.js';
import type { AddressPayload } from './address.payload.js';
import { SessionCustomer } from './session-customer.js';

/** Which of the customer's address lists a call works on. */
export type AddressKind = 'billing' | 'shipping';

const IDS = { billing: 'billingAddressIds', shipping: 'shippingAddressIds' } as const;
const OTHER: Readonly<Record<AddressKind, AddressKind>> = { billing: 'shipping', shipping: 'billing' };
const DEFAULT_NEEDS_ID = { billing: DEFAULT_BILLING_NEEDS_ID, shipping: DEFAULT_SHIPPING_NEEDS_ID } as const;

const idsOf = (customer: Customer, kind: AddressKind): readonly string[] => customer[IDS[kind]] ?? [];

const addIdAction = (kind: AddressKind, id: { addressId: string } | { addressKey: string }): CustomerUpdateAction =>
  kind === 'billing' ? { action: 'addBillingAddressId', ...id } : { action: 'addShippingAddressId', ...id };

/** The address fields to store: the server gives the id and key. */
const addressFields = (payload: AddressPayload): BaseAddress => storedAddress(payload, ['id', 'key']);

/** spec 2 §5, §8: the postal code must fit the address's country, with the kind's own message. */
const requirePostalCode = (address: BaseAddress, kind: AddressKind): void =>
  requireValidPostalCodes(kind === 'billing' ? { billingAddress: address } : { shippingAddress: address });

/**
 * One of the customer's own addresses. Any other id, whether it exists for another customer or
 * not at all, is not found: another customer's data is never revealed.
 */
function ownAddress(customer: Customer, id: string): Address {
  const address = customer.addresses.find((candidate) => candidate.id === id);
  if (!address) throw resourceNotFound(id);
  return address;
}

/**
 * The signed-in customer's billing and shipping addresses (spec 2 §4, §6, §7 "Other calls"). Every
 * change is one versioned batch on the session's own customer, so an address and its list entry
 * never end up half-saved.
 */
@Injectable()
export class AddressBook {
  constructor(private readonly customers: SessionCustomer) {}

  /**
   * A new address with a generated key (postal code and time), listed as the kind's address,
   * while the book has room (MAX_ADDRESSES_PER_CUSTOMER).
   */
  async add(context: CallContext, version: number | undefined, payload: AddressPayload, kind: AddressKind): Promise<Customer> {
    const customer = await this.customers.require(context);
    const fields = addressFields(payload);
    requirePostalCode(fields, kind);
    return this.customers.change(context, customer, version, (current) => {
      requireRoomForAddress(current);
      const key = addressKey(fields.postalCode, Date.now(), current.addresses.map((address) => address.key));
      return [{ action: 'addAddress', address: { ...fields, key } }, addIdAction(kind, { addressKey: key })];
    });
  }

  /**
   * Replaces a saved address (its id and key stay) and lists it as the kind's address: the
   * checkout saves the address it shows, which may be one saved from the other form.
   */
  async change(context: CallContext, version: number | undefined, payload: AddressPayload, kind: AddressKind): Promise<Customer> {
    const customer = await this.customers.require(context);
    if (payload.id === undefined) throw new BadRequestException(UPDATED_ADDRESS_NEEDS_ID);
    const fields = addressFields(payload);
    requirePostalCode(fields, kind);
    const current = ownAddress(customer, payload.id);
    const addressId = payload.id;
    return this.customers.update(customer, version, [
      { action: 'changeAddress', addressId, address: { ...fields, ...(current.key !== undefined ? { key: current.key } : {}) } },
      ...(idsOf(customer, kind).includes(addressId) ? [] : [addIdAction(kind, { addressId })]),
    ]);
  }

  /**
   * The address stops being the kind's address (a default pointing to it is cleared). It is
   * deleted unless it is still the other kind's address: removing a billing address must not
   * take away the same saved address from the shipping details.
   */
  async remove(context: CallContext, version: number | undefined, id: string | undefined, kind: AddressKind): Promise<Customer> {
    const customer = await this.customers.require(context);
    if (id === undefined) throw new BadRequestException(REMOVED_ADDRESS_NEEDS_ID);
    ownAddress(customer, id);
    if (!idsOf(customer, kind).includes(id)) throw resourceNotFound(id);
    const removeId: CustomerUpdateAction = kind === 'billing'
      ? { action: 'removeBillingAddressId', addressId: id }
      : { action: 'removeShippingAddressId', addressId: id };
    const stillUsed = idsOf(customer, OTHER[kind]).includes(id);
    return this.customers.update(customer, version, [removeId, ...(stillUsed ? [] : [{ action: 'removeAddress' as const, addressId: id }])]);
  }

  /** Makes a saved address the kind's default (listing it as the kind's address if it was not). */
  async setDefault(context: CallContext, version: number | undefined, id: string | undefined, kind: AddressKind): Promise<Customer> {
    const customer = await this.customers.require(context);
    if (id === undefined) throw new BadRequestException(DEFAULT_NEEDS_ID[kind]);
    ownAddress(customer, id);
    return this.customers.update(customer, version, [
      kind === 'billing' ? { action: 'setDefaultBillingAddress', addressId: id } : { action: 'setDefaultShippingAddress', addressId: id },
    ]);
  }
}
