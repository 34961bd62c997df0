import type {
  Customer, CustomerDraft, CustomerSignin, CustomerSignInResult, CustomerToken, CustomerUpdateAction,
} from '@commercetools/platform-sdk';

export interface CustomerPort {
  signUp(draft: CustomerDraft, storeKey?: string): Promise<CustomerSignInResult>;
  /** Email and password; an anonymous cart is merged into the customer's active cart. */
  signIn(signin: CustomerSignin, storeKey?: string): Promise<CustomerSignInResult>;
  get(id: string): Promise<Customer | undefined>;
  update(id: string, version: number, actions: readonly CustomerUpdateAction[]): Promise<Customer>;
  createPasswordResetToken(email: string, ttlMinutes?: number, storeKey?: string): Promise<CustomerToken>;
  resetPassword(tokenValue: string, newPassword: string, storeKey?: string): Promise<Customer>;
}
