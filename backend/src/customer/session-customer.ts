import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { newAnonymousSession } from '../api/session-data.js';
import { retryOnceOnConflict } from '../cart/retry-on-conflict.js';
import { isConcurrentModification } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';

export const NOT_SIGNED_IN = 'Sign in to use this call.';

/**
 * commercetools' store scoping: a customer with stores signs in only there, so their session
 * does not count in another country's shop (cookies are per host in production; a shared host
 * in development must not leak one store's account into another).
 */
const belongsTo = (customer: Customer, storeKey: string): boolean =>
  customer.stores.length === 0 || customer.stores.some((store) => store.key === storeKey);

/**
 * The signed-in customer of a call: always the one the signed session names, never an id from
 * the payload, so a customer can only read and change their own profile and addresses.
 */
@Injectable()
export class SessionCustomer {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  /**
   * The session's customer, or undefined for a guest. A session naming a customer who no longer
   * exists becomes a fresh anonymous one.
   */
  async find(context: CallContext): Promise<Customer | undefined> {
    const id = context.session.current.customerId;
    if (id === undefined) return undefined;
    const customer = await this.commerce.customers.get(id);
    if (!customer) {
      context.session.write(newAnonymousSession());
      return undefined;
    }
    return belongsTo(customer, context.market.storeKey) ? customer : undefined;
  }

  /** The session's customer; a guest gets a 401. */
  async require(context: CallContext): Promise<Customer> {
    const customer = await this.find(context);
    if (!customer) throw new UnauthorizedException(NOT_SIGNED_IN);
    return customer;
  }

  /**
   * Applies the actions to the customer at the version the shopper saw (the current one when
   * none was sent); a stale version is retried once with the current one (spec 2 §4's rule for
   * carts, applied to the customer the same way).
   */
  update(customer: Customer, version: number | undefined, actions: readonly CustomerUpdateAction[]): Promise<Customer> {
    return retryOnceOnConflict(version ?? customer.version, (attempt) => this.commerce.customers.update(customer.id, attempt, actions));
  }

  /**
   * Like update, but the actions are planned from the customer as it is: on a stale version the
   * customer is read again and the plan run again on it, so a rule the plan checks (the address
   * book's room, a key unique in the book) holds against what the record holds when the write
   * lands: two tabs adding the 50th address at once do not both get in.
   */
  async change(
    context: CallContext, customer: Customer, version: number | undefined, plan: (customer: Customer) => CustomerUpdateAction[],
  ): Promise<Customer> {
    try {
      return await this.commerce.customers.update(customer.id, version ?? customer.version, plan(customer));
    } catch (error) {
      if (!isConcurrentModification(error)) throw error;
      const current = await this.require(context);
      return this.commerce.customers.update(current.id, current.version, plan(current));
    }
  }
}
