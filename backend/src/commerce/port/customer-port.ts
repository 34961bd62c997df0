import type {
  CartResourceIdentifier, Customer, CustomerDraft, CustomerSignin, CustomerSignInResult, CustomerToken, CustomerUpdateAction,
} from '@commercetools/platform-sdk';

/** The guest's cart to merge when a customer authenticated elsewhere signs in (commercetools' MergeCartDraft). */
export interface ExternalSignIn {
  readonly anonymousId?: string;
  readonly anonymousCart?: CartResourceIdentifier;
}

export interface CustomerPort {
  signUp(draft: CustomerDraft, storeKey?: string): Promise<CustomerSignInResult>;
  /** Email and password; an anonymous cart is merged into the customer's active cart. */
  signIn(signin: CustomerSignin, storeKey?: string): Promise<CustomerSignInResult>;
  /**
   * A customer authenticated elsewhere (social sign-in, `authenticationMode: 'ExternalAuth'` or a
   * verified e-mail): their active cart with the guest's cart merged as signIn merges it
   * (commercetools' Merge Cart endpoint, MergeWithExistingCustomerCart).
   */
  signInExternal(customerId: string, guest: ExternalSignIn, storeKey?: string): Promise<CustomerSignInResult>;
  /** The customer who would sign in with this e-mail (case-insensitive) in the store; undefined when none. */
  findByEmail(email: string, storeKey?: string): Promise<Customer | undefined>;
  get(id: string): Promise<Customer | undefined>;
  update(id: string, version: number, actions: readonly CustomerUpdateAction[]): Promise<Customer>;
  createPasswordResetToken(email: string, ttlMinutes?: number, storeKey?: string): Promise<CustomerToken>;
  resetPassword(tokenValue: string, newPassword: string, storeKey?: string): Promise<Customer>;
}
