import { Inject, Injectable } from '@nestjs/common';
import type { Customer, CustomerDraft, CustomerSignInResult } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { customerSession } from '../api/session-data.js';
import { sessionGenerationOf } from '../api/session-generations.js';
import { ShopperCarts } from '../cart/shopper-carts.js';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { anonymousCartOf } from '../customer/anonymous-cart.js';
import { customerTypeFields } from '../customer/customer-type-fields.js';
import type { SocialIdentity } from './social-identity.js';

/** Spec 2 §6: a social sign-in's session lasts a day (86400 s). */
export const SOCIAL_SESSION_SECONDS = 86_400;

/**
 * The shop side of a social sign-in, once the provider has vouched for the e-mail: the customer
 * with that e-mail in this market's store (an existing account, password or not, is linked by the
 * verified e-mail), or a new private customer without a password on first use. The guest's cart is
 * merged as signIn merges it (customer/account.calls.ts), and the session becomes the customer's
 * for a day.
 */
@Injectable()
export class SocialAccounts {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly carts: ShopperCarts,
  ) {}

  async signIn(identity: SocialIdentity, context: CallContext, nowMs: number = Date.now()): Promise<Customer> {
    const guest = await anonymousCartOf(context, this.carts);
    const { storeKey } = context.market;
    const existing = await this.commerce.customers.findByEmail(identity.email, storeKey);
    const result = existing
      ? await this.commerce.customers.signInExternal(existing.id, guest, storeKey)
      : await this.firstUse(identity, context, guest);
    return this.signedIn(context, result, nowMs);
  }

  /** A private customer authenticated by the provider (no password); a second tab's first use got there first: sign that one in. */
  private async firstUse(identity: SocialIdentity, context: CallContext, guest: Awaited<ReturnType<typeof anonymousCartOf>>): Promise<CustomerSignInResult> {
    const { storeKey, locale } = context.market;
    const draft: CustomerDraft = {
      email: identity.email,
      authenticationMode: 'ExternalAuth',
      ...(identity.firstName ? { firstName: identity.firstName } : {}),
      ...(identity.lastName ? { lastName: identity.lastName } : {}),
      locale,
      custom: customerTypeFields('private'),
      ...guest,
    };
    try {
      return await this.commerce.customers.signUp(draft, storeKey);
    } catch (error) {
      if (!(error instanceof CommerceError) || error.code !== 'DuplicateField') throw error;
      const created = await this.commerce.customers.findByEmail(identity.email, storeKey);
      if (!created) throw error;
      return this.commerce.customers.signInExternal(created.id, guest, storeKey);
    }
  }

  private async signedIn(context: CallContext, { customer, cart }: CustomerSignInResult, nowMs: number): Promise<Customer> {
    const expiresAt = Math.floor(nowMs / 1000) + SOCIAL_SESSION_SECONDS;
    context.session.write({ ...customerSession(customer.id, sessionGenerationOf(customer), cart?.id), expiresAt } as ReturnType<typeof customerSession>);
    // As after any sign-in: the merged cart gets the default shipping method (account.calls.ts).
    if (cart) await this.carts.update(context, cart, []);
    return customer;
  }
}
