import type {
  Customer, CustomerDraft, CustomerSignin, CustomerSignInResult, CustomerToken, CustomerUpdateAction, Store, Type,
} from '@commercetools/platform-sdk';
import { concurrentModification, resourceNotFound } from '../../port/commerce-error.js';
import type { CustomerPort, ExternalSignIn } from '../../port/customer-port.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import type { DocumentStore } from '../store/document-store.js';
import { applyCustomerAction } from './actions/apply-customer-action.js';
import type { CustomerCarts } from './customer-carts.js';
import type { CustomerContext } from './customer-context.js';
import { customerWithEmailNotFound, duplicateEmail, invalidCredentials, referencedResourceNotFound } from '../../port/platform-errors.js';
import { customerFromDraft, requireEmail, requirePassword, usesPassword } from './customer-from-draft.js';
import { customerLookups, normaliseEmail } from './customer-lookups.js';
import { emailsClash, visibleIn } from './customer-scope.js';
import { decoyHash, hashPassword, verifyPassword, type ScryptCost } from './password-hash.js';
import {
  DEFAULT_RESET_TOKEN_TTL_MINUTES, isExpired, issueToken, passwordTokenLookups, requireTtlMinutes, tokenDigest, tokenExpired, tokenNotFound,
  tokensToDrop, type StoredPasswordToken,
} from './password-tokens.js';
import { SignInCarts, requireSignInMode } from './sign-in-carts.js';
import { toCustomer, type StoredCustomer } from './stored-customer.js';

/**
 * Customers of the embedded engine, with commercetools' semantics: sign-up and sign-in (with
 * the anonymous cart merged), versioned all-or-nothing update batches, password reset tokens.
 *
 * Password hashing is asynchronous (scrypt on the thread pool). Everything that reads and then
 * writes the store runs after the hashing, in one synchronous stretch and store transaction, so
 * a uniqueness check and its insert, or a token check and the new password, cannot be split
 * by another request.
 */
export class EmbeddedCustomers implements CustomerPort {
  private readonly signInCarts: SignInCarts;

  constructor(
    private readonly store: DocumentStore,
    carts: CustomerCarts,
    private readonly clock: () => Date,
    /** The scrypt cost of new password hashes (PASSWORD_HASH_COST, see password-hash-cost.ts). */
    private readonly hashCost: ScryptCost,
  ) {
    this.signInCarts = new SignInCarts(store, carts, clock);
  }

  /**
   * A new customer (in the store when storeKey is given). The anonymous cart named by the draft
   * (anonymousCart, anonymousCartId or anonymousId) becomes the customer's and is returned.
   */
  async signUp(draft: CustomerDraft, storeKey?: string): Promise<CustomerSignInResult> {
    requireEmail(draft.email);
    const passwordHash = usesPassword(draft) ? await hashPassword(requirePassword(draft.password), this.hashCost) : undefined;
    const context = this.context(this.clock());
    const { customer, anonymous } = this.store.transaction(() => {
      const created = customerFromDraft(draft, passwordHash, storeKey, context);
      // Checked before the insert: a cart that cannot be taken fails the sign-up as a whole.
      const cart = this.signInCarts.findAnonymous(draft, created.id, storeKey);
      this.store.insert(RESOURCE.customer, created, customerLookups(created));
      return { customer: created, anonymous: cart };
    });
    const cart = anonymous && (await this.signInCarts.assign(anonymous, customer.id, storeKey));
    return { customer: toCustomer(customer), ...(cart ? { cart } : {}) };
  }

  /**
   * E-mail (case-insensitive) and password. An unknown e-mail costs the same scrypt time as a
   * wrong password and gets the same error, so neither the answer nor its timing tells whether
   * an account exists. The resulting active cart (merged, assigned or just recalculated) is
   * returned with the customer.
   */
  async signIn(signin: CustomerSignin, storeKey?: string): Promise<CustomerSignInResult> {
    requireSignInMode(signin.anonymousCartSignInMode);
    const candidate = this.findStoredByEmail(signin.email, storeKey);
    const hash = candidate?.passwordHash;
    const matches = await verifyPassword(typeof signin.password === 'string' ? signin.password : '', hash ?? (await decoyHash(this.hashCost)));
    // Re-read: the password may have been reset while scrypt ran.
    const customer = candidate && this.store.get<StoredCustomer>(RESOURCE.customer, candidate.id);
    if (!customer || !hash || !matches || customer.passwordHash !== hash) throw invalidCredentials();
    const anonymous = this.signInCarts.findAnonymous(signin, customer.id, storeKey);
    const cart = await this.signInCarts.signIn(customer.id, anonymous, signin.anonymousCartSignInMode, storeKey);
    return { customer: toCustomer(customer), ...(cart ? { cart } : {}) };
  }

  /** As signIn after the password check: the guest's cart merged into the customer's active cart. */
  async signInExternal(customerId: string, guest: ExternalSignIn, storeKey?: string): Promise<CustomerSignInResult> {
    const customer = this.store.get<StoredCustomer>(RESOURCE.customer, customerId);
    if (!customer || !visibleIn(customer, storeKey)) throw resourceNotFound(customerId);
    const anonymous = this.signInCarts.findAnonymous(guest, customer.id, storeKey);
    const cart = await this.signInCarts.signIn(customer.id, anonymous, 'MergeWithExistingCustomerCart', storeKey);
    return { customer: toCustomer(customer), ...(cart ? { cart } : {}) };
  }

  async findByEmail(email: string, storeKey?: string): Promise<Customer | undefined> {
    const stored = this.findStoredByEmail(email, storeKey);
    return stored && toCustomer(stored);
  }

  async get(id: string): Promise<Customer | undefined> {
    const stored = this.store.get<StoredCustomer>(RESOURCE.customer, id);
    return stored && toCustomer(stored);
  }

  /**
   * Applies the actions to a copy and stores it only if all succeeded and the version still
   * matches: a failing action leaves the customer exactly as it was, as in commercetools.
   */
  async update(id: string, version: number, actions: readonly CustomerUpdateAction[]): Promise<Customer> {
    const context = this.context(this.clock());
    return this.store.transaction(() => {
      const current = this.store.get<StoredCustomer>(RESOURCE.customer, id);
      if (!current) throw resourceNotFound(id);
      if (current.version !== version) throw concurrentModification(version, current.version);
      if (actions.length === 0) return toCustomer(current);
      const changed = actions.reduce((customer, action) => applyCustomerAction(customer, action, context), current);
      const next: StoredCustomer = { ...changed, id: current.id, version: version + 1, lastModifiedAt: context.now };
      this.store.replace(RESOURCE.customer, version, next, customerLookups(next));
      return toCustomer(next);
    });
  }

  /**
   * A reset token for the customer with this e-mail (404 when there is none, as commercetools
   * answers). The token is stored beside the customer, as a digest (password-tokens.ts): the
   * customer, and its version, stay as they were.
   */
  async createPasswordResetToken(email: string, ttlMinutes = DEFAULT_RESET_TOKEN_TTL_MINUTES, storeKey?: string): Promise<CustomerToken> {
    const ttl = requireTtlMinutes(ttlMinutes);
    const now = this.clock();
    return this.store.transaction(() => {
      const customer = this.findStoredByEmail(email, storeKey);
      if (!customer) throw customerWithEmailNotFound(email);
      const existing = this.tokensOf(customer.id);
      const { stored, token } = issueToken(customer.id, existing, ttl, now);
      for (const old of tokensToDrop(existing, now)) this.store.delete(RESOURCE.passwordToken, old.id, old.version);
      this.store.insert(RESOURCE.passwordToken, stored, passwordTokenLookups(stored));
      return token;
    });
  }

  /**
   * Sets a new password with a live token. The token is single-use: redeeming it invalidates it
   * and every other token of the customer (commercetools does the same since June 2025).
   */
  async resetPassword(tokenValue: string, newPassword: string, storeKey?: string): Promise<Customer> {
    const passwordHash = await hashPassword(requirePassword(newPassword, 'newPassword'), this.hashCost);
    const now = this.clock();
    const digest = tokenDigest(String(tokenValue));
    return this.store.transaction(() => {
      const token = this.store.find<StoredPasswordToken>(RESOURCE.passwordToken, 'digest', digest)[0];
      const customer = token && this.store.get<StoredCustomer>(RESOURCE.customer, token.customerId);
      // The token names the customer, so without a store any customer's token works; through a
      // store only a token of a customer who can sign in there does.
      if (!token || !customer || (storeKey !== undefined && !visibleIn(customer, storeKey))) throw tokenNotFound();
      if (isExpired(token, now)) throw tokenExpired();
      const next: StoredCustomer = { ...customer, passwordHash, version: customer.version + 1, lastModifiedAt: now.toISOString() };
      this.store.replace(RESOURCE.customer, customer.version, next, customerLookups(next));
      for (const used of this.tokensOf(customer.id)) this.store.delete(RESOURCE.passwordToken, used.id, used.version);
      return toCustomer(next);
    });
  }

  private tokensOf(customerId: string): StoredPasswordToken[] {
    return this.store.find<StoredPasswordToken>(RESOURCE.passwordToken, 'customer', customerId);
  }

  /** The customer who signs in with this e-mail here; the uniqueness rule leaves at most one. */
  private findStoredByEmail(email: unknown, storeKey: string | undefined): StoredCustomer | undefined {
    if (typeof email !== 'string') return undefined;
    return this.store.find<StoredCustomer>(RESOURCE.customer, 'email', normaliseEmail(email)).find((customer) => visibleIn(customer, storeKey));
  }

  private context(now: Date): CustomerContext {
    return {
      now: now.toISOString(),
      typeId: (type) => {
        const found = type.id !== undefined ? this.store.get<Type>(RESOURCE.type, type.id) : type.key !== undefined ? this.store.getByKey<Type>(RESOURCE.type, type.key) : undefined;
        if (!found) throw referencedResourceNotFound('type', type);
        return found.id;
      },
      storeKey: (store) => {
        const found = store.id !== undefined ? this.store.get<Store>(RESOURCE.store, store.id) : store.key !== undefined ? this.store.getByKey<Store>(RESOURCE.store, store.key) : undefined;
        if (!found) throw referencedResourceNotFound('store', store);
        return found.key;
      },
      requireEmailFree: (email, stores, exceptId) => {
        const clash = this.store.find<StoredCustomer>(RESOURCE.customer, 'email', normaliseEmail(email))
          .some((customer) => customer.id !== exceptId && emailsClash(stores, customer));
        if (clash) throw duplicateEmail(email);
      },
    };
  }
}
