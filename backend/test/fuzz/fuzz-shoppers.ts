import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { payloadText, type RefName } from './tokens.js';

export type SessionName = 'fresh' | 'shopper' | 'customer';

interface Session {
  cookies: Record<string, string>;
  refs: Record<RefName, string | number | undefined>;
}

export interface Answer {
  readonly status: number;
  readonly bytes: number;
  readonly text: string;
}

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * The shoppers the fuzz calls as, through Fastify's request injection (the whole HTTP pipeline of
 * the real app, no socket, so 10,000 calls take seconds): a fresh visitor each time, a guest with
 * a cart, and a signed-in customer with a cart and an address. Each keeps its cookies and the
 * ids and versions its answers carried, which the generated payloads refer to (tokens.ts).
 */
export class FuzzShoppers {
  private readonly sessions: Record<Exclude<SessionName, 'fresh'>, Session> = {
    shopper: { cookies: {}, refs: { cartId: undefined, cartVersion: undefined, customerVersion: undefined, addressId: undefined } },
    customer: { cookies: {}, refs: { cartId: undefined, cartVersion: undefined, customerVersion: undefined, addressId: undefined } },
  };

  constructor(private readonly app: NestFastifyApplication) {}

  /** Gives the guest a cart and the customer an account, a cart and an address. */
  async setUp(): Promise<void> {
    const sku = 'EX10012345';
    const steps: [Exclude<SessionName, 'fresh'>, string, unknown[]][] = [
      ['shopper', 'addToCart', [{}, { sku, quantity: 1 }]],
      ['customer', 'signUp', [{ email: 'fuzz-customer@example.com', password: 'Passw0rd1', firstName: 'Fuzz', lastName: 'Customer', customerType: 'PRIVATE' }]],
      ['customer', 'addToCart', [{}, { sku, quantity: 1 }]],
      ['customer', 'addShippingAddress', [{}, { country: 'SK', firstName: 'Fuzz', streetName: 'Hlavná', postalCode: '81101', city: 'Bratislava' }]],
    ];
    for (const [session, method, body] of steps) {
      const answer = await this.post(session, method, body);
      if (answer.status !== 200) throw new Error(`Fuzz set-up: ${method} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
  }

  refsOf(name: Exclude<SessionName, 'fresh'>): Readonly<Record<RefName, string | number | undefined>> {
    return this.sessions[name].refs;
  }

  post(name: SessionName, method: string, body: unknown): Promise<Answer> {
    const refs = name === 'fresh' ? this.sessions.shopper.refs : this.sessions[name].refs;
    return this.send(name, method, payloadText(body, refs));
  }

  async send(name: SessionName, method: string, text: string): Promise<Answer> {
    const session = name === 'fresh' ? undefined : this.sessions[name];
    const cookie = Object.entries(session?.cookies ?? {}).map(([key, value]) => `${key}=${value}`).join('; ');
    const response = await this.app.inject({
      method: 'POST',
      url: `/api/ct/${encodeURIComponent(method)}?host=localhost`,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: text,
    });
    if (session) {
      for (const { name: key, value } of response.cookies) session.cookies[key] = value;
      this.remember(session, response.body);
    }
    return { status: response.statusCode, bytes: Buffer.byteLength(response.rawPayload), text: response.body };
  }

  /** The ids and versions an answer carries, for the next payloads to refer to. */
  private remember(session: Session, text: string): void {
    let body: Record<string, unknown> | undefined;
    try {
      body = objectOf(JSON.parse(text));
    } catch {
      return;
    }
    const cart = objectOf(body?.['cart']);
    if (typeof cart?.['id'] === 'string' && typeof cart['version'] === 'number') {
      session.refs.cartId = cart['id'];
      session.refs.cartVersion = cart['version'];
    }
    const customer = objectOf(body?.['customer']) ?? objectOf(body?.['user']) ?? (Array.isArray(body?.['addresses']) ? body : undefined);
    if (typeof customer?.['version'] === 'number') session.refs.customerVersion = customer['version'];
    const address = objectOf((customer?.['addresses'] as unknown[] | undefined)?.[0]);
    if (typeof address?.['id'] === 'string') session.refs.addressId = address['id'];
  }
}
