import { Injectable } from '@nestjs/common';
import type { Customer } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { AddressBook } from './address-book.js';
import { AddressRefPayload } from './address-ref.payload.js';
import { AddressPayload } from './address.payload.js';
import { CustomerVersionPayload } from './customer-version.payload.js';
import { publicCustomer } from './public-customer.js';

/** What the billing address calls answer (spec 2 §7 "user"): the updated customer. */
export interface BillingAddressResponse {
  readonly user: Customer;
}

/**
 * /my-account/billing-details and the checkout's billing form (spec 2 §4, §7): the signed-in
 * customer's billing addresses. Every call takes the customer version, then the address.
 */
@Injectable()
export class BillingAddressCalls {
  constructor(private readonly book: AddressBook) {}

  /** A new billing address, keyed by postal code and time; the postal code must fit the country. */
  @CommerceMethod('addBillingAddress', { parts: [CustomerVersionPayload, AddressPayload] })
  async addBillingAddress([customer, address]: [CustomerVersionPayload, AddressPayload], context: CallContext): Promise<BillingAddressResponse> {
    return { user: publicCustomer(await this.book.add(context, customer.version, address, 'billing')) };
  }

  /** Replaces a saved address; without an id: 'Updated address must include an "id" field.' */
  @CommerceMethod('updateBillingAddress', { parts: [CustomerVersionPayload, AddressPayload] })
  async updateBillingAddress([customer, address]: [CustomerVersionPayload, AddressPayload], context: CallContext): Promise<BillingAddressResponse> {
    return { user: publicCustomer(await this.book.change(context, customer.version, address, 'billing')) };
  }

  /** Removes a billing address (and the default billing address when it was that one). */
  @CommerceMethod('deleteBillingAddress', { parts: [CustomerVersionPayload, AddressRefPayload] })
  async deleteBillingAddress([customer, address]: [CustomerVersionPayload, AddressRefPayload], context: CallContext): Promise<BillingAddressResponse> {
    return { user: publicCustomer(await this.book.remove(context, customer.version, address.id, 'billing')) };
  }

  /** Without an id: 'Address ID is required to set default billing address.' */
  @CommerceMethod('setDefaultBillingAddress', { parts: [CustomerVersionPayload, AddressRefPayload] })
  async setDefaultBillingAddress([customer, address]: [CustomerVersionPayload, AddressRefPayload], context: CallContext): Promise<BillingAddressResponse> {
    return { user: publicCustomer(await this.book.setDefault(context, customer.version, address.id, 'billing')) };
  }
}
