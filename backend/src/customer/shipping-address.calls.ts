import { Injectable } from '@nestjs/common';
import type { Address, Customer } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { AddressBook } from './address-book.js';
import { AddressRefPayload } from './address-ref.payload.js';
import { AddressPayload } from './address.payload.js';
import { CustomerVersionPayload } from './customer-version.payload.js';

/** What the shipping address calls answer (spec 2 §7 "version, shippingAddressIds, addresses"). */
export interface ShippingAddressResponse {
  readonly version: number;
  readonly shippingAddressIds: readonly string[];
  readonly defaultShippingAddressId: string | null;
  readonly addresses: readonly Address[];
}

const shippingResponse = (customer: Customer): ShippingAddressResponse => ({
  version: customer.version,
  shippingAddressIds: customer.shippingAddressIds ?? [],
  defaultShippingAddressId: customer.defaultShippingAddressId ?? null,
  addresses: customer.addresses,
});

/**
 * /my-account/shipping-details and the checkout's "save address" (spec 2 §4, §7): the signed-in
 * customer's shipping addresses. Every call takes the customer version, then the address.
 */
@Injectable()
export class ShippingAddressCalls {
  constructor(private readonly book: AddressBook) {}

  /** A new shipping address, keyed by postal code and time; the postal code must fit the country. */
  @CommerceMethod('addShippingAddress', { parts: [CustomerVersionPayload, AddressPayload] })
  async addShippingAddress([customer, address]: [CustomerVersionPayload, AddressPayload], context: CallContext): Promise<ShippingAddressResponse> {
    return shippingResponse(await this.book.add(context, customer.version, address, 'shipping'));
  }

  /** Replaces a saved address; without an id: 'Updated address must include an "id" field.' */
  @CommerceMethod('updateShippingAddress', { parts: [CustomerVersionPayload, AddressPayload] })
  async updateShippingAddress([customer, address]: [CustomerVersionPayload, AddressPayload], context: CallContext): Promise<ShippingAddressResponse> {
    return shippingResponse(await this.book.change(context, customer.version, address, 'shipping'));
  }

  /** Removes a shipping address (and the default shipping address when it was that one). */
  @CommerceMethod('removeShippingAddress', { parts: [CustomerVersionPayload, AddressRefPayload] })
  async removeShippingAddress([customer, address]: [CustomerVersionPayload, AddressRefPayload], context: CallContext): Promise<ShippingAddressResponse> {
    return shippingResponse(await this.book.remove(context, customer.version, address.id, 'shipping'));
  }

  /** Without an id: 'Address ID is required to set default shipping address.' */
  @CommerceMethod('setDefaultShippingAddress', { parts: [CustomerVersionPayload, AddressRefPayload] })
  async setDefaultShippingAddress([customer, address]: [CustomerVersionPayload, AddressRefPayload], context: CallContext): Promise<ShippingAddressResponse> {
    return shippingResponse(await this.book.setDefault(context, customer.version, address.id, 'shipping'));
  }
}
