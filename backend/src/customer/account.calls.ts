import { Inject, Injectable } from '@nestjs/common';
import type { CustomerDraft, CustomerSignin, CustomerSignInResult } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { customerSession, newAnonymousSession } from '../api/session-data.js';
import { SessionGenerations, sessionGenerationOf } from '../api/session-generations.js';
import { ShopperCarts } from '../cart/shopper-carts.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { MeResponse, SignInResponse } from './account-response.js';
import { anonymousCartOf } from './anonymous-cart.js';
import { customerTypeFields } from './customer-type-fields.js';
import { publicCustomer } from './public-customer.js';
import { GetMePayload } from './get-me.payload.js';
import { SessionCustomer } from './session-customer.js';
import { SignInPayload } from './sign-in.payload.js';
import { SignUpPayload } from './sign-up.payload.js';
import { cartView } from '../cart/cart-view.js';
import { AttemptLimiter } from '../throttle/attempt-limiter.js';
import { PasswordHashingSlots } from '../throttle/password-hashing-slots.js';

/**
 * Registration, sign-in, log-out and "who am I" (spec 2 §6, §7). Sessions are stateless: signing
 * in or up re-issues the signed cookie as `{ customerId, generation, cartId }`, logging out as a
 * new guest after ending the customer's sessions (api/session-generations.ts).
 */
@Injectable()
export class AccountCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly carts: ShopperCarts,
    private readonly customers: SessionCustomer,
    private readonly generations: SessionGenerations,
    private readonly attempts: AttemptLimiter,
    private readonly hashing: PasswordHashingSlots,
  ) {}

  /**
   * A new customer of the market's store; the guest's cart becomes theirs. A private customer's
   * company name and VAT ID are not kept (spec 2 §4: private customers have business info reset).
   * A taken e-mail is commercetools' DuplicateField.
   *
   * Reading chosen (account enumeration): the taken e-mail keeps its plain answer, and sign-ups
   * are limited per address and per e-mail instead (RATE_LIMIT_SIGN_UP_*). Signing up signs the
   * shopper in at once (spec 2: the answer is the customer and their cart), so a taken address
   * cannot be answered like a free one without misleading a real customer who forgot their
   * account: they would seem registered and signed in, and be neither. A careful shop with
   * instant sign-in says so and makes probing slow; each probe of a free address also creates an
   * account, which is noticed.
   */
  @CommerceMethod('signUp', { parts: [SignUpPayload] })
  async signUp([form]: [SignUpPayload], context: CallContext): Promise<SignInResponse> {
    await this.attempts.enforce('signUp', context, form.email);
    const company = form.customerType.toUpperCase() === 'COMPANY';
    const draft: CustomerDraft = {
      email: form.email,
      password: form.password,
      firstName: form.firstName,
      lastName: form.lastName,
      locale: form.locale ?? context.market.locale,
      ...(form.dateOfBirth != null ? { dateOfBirth: form.dateOfBirth } : {}),
      ...(company && form.companyName != null ? { companyName: form.companyName } : {}),
      ...(company && form.vatId != null ? { vatId: form.vatId } : {}),
      custom: customerTypeFields(form.customerType),
      ...(await anonymousCartOf(context, this.carts)),
    };
    return this.signedIn(context, await this.hashing.run(context, () => this.commerce.customers.signUp(draft, context.market.storeKey)));
  }

  /**
   * E-mail and password. The guest's cart is merged into the customer's active cart
   * (commercetools' MergeWithExistingCustomerCart) or becomes it; wrong credentials are
   * commercetools' 'Account with the given credentials not found.' Attempts are limited per
   * address and per e-mail, and hash in one of the address's slots (throttle/).
   */
  @CommerceMethod('signIn', { parts: [SignInPayload] })
  async signIn([credentials]: [SignInPayload], context: CallContext): Promise<SignInResponse> {
    await this.attempts.enforce('signIn', context, credentials.email);
    const signin: CustomerSignin = {
      email: credentials.email,
      password: credentials.password,
      anonymousCartSignInMode: 'MergeWithExistingCustomerCart',
      ...(await anonymousCartOf(context, this.carts)),
    };
    const result = await this.hashing.run(context, () => this.commerce.customers.signIn(signin, context.market.storeKey));
    return this.signedIn(context, result);
  }

  /**
   * Ends the session: a new guest without a cart. A customer's log-out ends every session of
   * theirs issued so far, also a copy of this cookie kept elsewhere (another tab, device, or a
   * stolen one): the session is a signed cookie, so forgetting it here would not be enough.
   */
  @CommerceMethod('logOut')
  async logOut(_parts: [], context: CallContext): Promise<Record<string, never>> {
    const { customerId } = context.session.current;
    if (customerId !== undefined) await this.generations.endAll(customerId);
    context.session.write(newAnonymousSession());
    return {};
  }

  /** `{ data: true }` when the session is a customer of this market's store. */
  @CommerceMethod('isLoggedIn')
  async isLoggedIn(_parts: [], context: CallContext): Promise<{ data: boolean }> {
    return { data: (await this.customers.find(context)) !== undefined };
  }

  /** The signed-in customer's active cart; `full` adds the customer. Guests get a 401. */
  @CommerceMethod('getMe', { parts: [GetMePayload], required: 0 })
  async getMe([query]: [GetMePayload], context: CallContext): Promise<MeResponse> {
    const customer = await this.customers.require(context);
    const current = await this.carts.current(context);
    const activeCart = current ? cartView(current, context.market) : null;
    return { me: query.full === true ? { activeCart, customer: publicCustomer(customer) } : { activeCart } };
  }

  /**
   * The session becomes the customer with their resulting cart, which then gets the default
   * shipping method like after any cart change (a merge may have brought in a freight line).
   */
  private async signedIn(context: CallContext, { customer, cart }: CustomerSignInResult): Promise<SignInResponse> {
    context.session.write(customerSession(customer.id, sessionGenerationOf(customer), cart?.id));
    const current = cart && (await this.carts.update(context, cart, []));
    return { customer: publicCustomer(customer), cart: current ? cartView(current, context.market) : null };
  }
}
