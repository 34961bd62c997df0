import type {
  ByProjectKeyRequestBuilder, Customer, CustomerDraft, CustomerSignin, CustomerSignInResult, CustomerToken, CustomerUpdateAction,
} from '@commercetools/platform-sdk';
import type { CustomerPort, ExternalSignIn } from '../port/customer-port.js';
import { literal } from './predicates.js';
import { body, bodyOrUndefined } from './sdk-error.js';

export class CtCustomers implements CustomerPort {
  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  private scope(storeKey?: string) {
    return storeKey ? this.api.inStoreKeyWithStoreKeyValue({ storeKey }) : this.api;
  }

  signUp(draft: CustomerDraft, storeKey?: string): Promise<CustomerSignInResult> {
    return body(this.scope(storeKey).customers().post({ body: draft }).execute());
  }

  signIn(signin: CustomerSignin, storeKey?: string): Promise<CustomerSignInResult> {
    return body(this.scope(storeKey).login().post({ body: signin }).execute());
  }

  /**
   * commercetools has no sign-in without a password: the guest's cart goes through the Merge Cart
   * endpoint (October 2025, for externally authenticated customers), then the customer is read.
   */
  async signInExternal(customerId: string, guest: ExternalSignIn, storeKey?: string): Promise<CustomerSignInResult> {
    const customer = await body(this.api.customers().withId({ ID: customerId }).get().execute());
    const carts = storeKey ? this.api.inStoreKeyWithStoreKeyValue({ storeKey }).carts() : this.api.carts();
    if (guest.anonymousCart === undefined && guest.anonymousId === undefined) return { customer };
    const cart = await body(carts.customerIdWithCustomerIdValueMerge({ customerId }).post({
      body: { ...guest, mergeMode: 'MergeWithExistingCustomerCart' },
    }).execute());
    return { customer, cart };
  }

  /** By `lowercaseEmail`, as commercetools compares e-mails at sign-in. */
  async findByEmail(email: string, storeKey?: string): Promise<Customer | undefined> {
    const page = await body(this.scope(storeKey).customers().get({
      queryArgs: { where: `lowercaseEmail = ${literal(email.toLowerCase())}`, limit: 1 },
    }).execute());
    return page.results[0];
  }

  get(id: string): Promise<Customer | undefined> {
    return bodyOrUndefined(this.api.customers().withId({ ID: id }).get().execute());
  }

  update(id: string, version: number, actions: readonly CustomerUpdateAction[]): Promise<Customer> {
    return body(this.api.customers().withId({ ID: id }).post({ body: { version, actions: [...actions] } }).execute());
  }

  createPasswordResetToken(email: string, ttlMinutes?: number, storeKey?: string): Promise<CustomerToken> {
    return body(this.scope(storeKey).customers().passwordToken().post({ body: { email, ...(ttlMinutes ? { ttlMinutes } : {}) } }).execute());
  }

  resetPassword(tokenValue: string, newPassword: string, storeKey?: string): Promise<Customer> {
    return body(this.scope(storeKey).customers().passwordReset().post({ body: { tokenValue, newPassword } }).execute());
  }
}
