import { Inject, Injectable } from '@nestjs/common';
import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { ShopCache } from '../cache/shop-cache.js';
import { isConcurrentModification } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { CUSTOMER_FIELDS, customerFieldAction } from '../commerce/schema/index.js';
import { hasExpired, type SessionData } from './session-data.js';

/** The customer's session generation as the record holds it: 0 until a session was first ended. */
export function sessionGenerationOf(customer: Customer): number {
  const value = customer.custom?.fields?.[CUSTOMER_FIELDS.sessionGeneration] as unknown;
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0;
}

/** How often ending the sessions re-reads the customer after another change got there first. */
const ATTEMPTS = 3;

/**
 * Ends a customer's sessions while the session stays a stateless signed cookie (ADR 5, amended):
 * the cookie carries the customer's session generation, the customer record holds the current
 * one (custom field `sessionGeneration`), and a cookie of an older generation is a guest's.
 *
 * The record is the truth: durable, and seen by every replica through the commerce backend. With
 * Redis (shared by the replicas) each customer's generation is cached there, so a customer's call
 * costs one cache read; an evicted or unreachable entry is read again from the record, never
 * guessed. Without Redis nothing is cached: a copy in one process would still accept a session
 * that another process (a replica, or a second process on the same engine file) has ended. The
 * embedded engine then answers from its own document cache, which follows other processes'
 * commits; a commercetools shop with several replicas runs with Redis (README).
 */
@Injectable()
export class SessionGenerations {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  /**
   * The session as the call may use it: undefined (the call starts a new guest session) when it
   * names a customer whose sessions were ended after it was issued, or who no longer exists, or
   * has passed its end (expiresAt: a social sign-in's day).
   */
  async admit(session: SessionData | undefined): Promise<SessionData | undefined> {
    if (session?.customerId === undefined) return session;
    if (hasExpired(session, Date.now())) return undefined;
    return (await this.current(session.customerId)) === (session.generation ?? 0) ? session : undefined;
  }

  /** The customer's current generation; null when there is no such customer. */
  async current(customerId: string): Promise<number | null> {
    if (this.cache.kind !== 'redis') return this.read(customerId);
    let loaded: number | null | undefined;
    const cached = await this.cache.wrap('sessionGenerations', customerId, async () => (loaded = await this.read(customerId)));
    if (loaded === undefined) return cached;
    // This call stored what it read. A log-out that moved the generation on between that read and
    // the store has already cleared the entry, and the store then put the old value back: read
    // once more, and clear the entry again if it moved, so the cache never keeps an ended session.
    const again = await this.read(customerId);
    if (again !== loaded) await this.cache.forget('sessionGenerations', customerId);
    return again;
  }

  /**
   * Ends every session of the customer issued so far (log-out, password reset): the record's
   * generation moves on, then the cached copy is cleared. Sessions issued afterwards (the next
   * sign-in) carry the new generation and work.
   */
  async endAll(customerId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const customer = await this.commerce.customers.get(customerId);
      if (!customer) break;
      try {
        await this.commerce.customers.update(customer.id, customer.version, [nextGeneration(customer)]);
        break;
      } catch (error) {
        const conflict = isConcurrentModification(error);
        if (!conflict || attempt >= ATTEMPTS) throw error;
      }
    }
    if (this.cache.kind === 'redis') await this.cache.forget('sessionGenerations', customerId);
  }

  private async read(customerId: string): Promise<number | null> {
    const customer = await this.commerce.customers.get(customerId);
    return customer ? sessionGenerationOf(customer) : null;
  }
}

/** The update that moves the generation on. */
const nextGeneration = (customer: Customer): CustomerUpdateAction =>
  customerFieldAction(customer, CUSTOMER_FIELDS.sessionGeneration, sessionGenerationOf(customer) + 1);
