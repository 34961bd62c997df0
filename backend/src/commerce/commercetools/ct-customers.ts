import type {
  ByProjectKeyRequestBuilder, Customer, CustomerDraft, CustomerSignin, CustomerSignInResult, CustomerToken, CustomerUpdateAction,
} from '@commercetools/platform-sdk';
import type { CustomerPort } from '../port/customer-port.js';
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
