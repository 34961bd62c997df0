import { createHmac, randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { Order } from '@commercetools/platform-sdk';
import { SESSION_COOKIE_NAME } from '../api/session-cookie.js';
import type { SessionData } from '../api/session-data.js';
import { SESSION_SECRET } from '../api/session-secret.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';

const STORE = 'ex-sk';
const ADDRESS = { country: 'SK', firstName: 'Ján', lastName: 'Novák', streetName: 'Hlavná', streetNumber: '1', postalCode: '81101', city: 'Bratislava' };

export const portOf = (app: INestApplication): CommercePort => app.get<CommercePort>(COMMERCE_PORT, { strict: false });

/**
 * The Cookie header of a session, signed as express' res.cookie signs it for cookie-parser
 * ('s:' + value + '.' + base64 HMAC-SHA256 without padding; an object value is 'j:' + JSON).
 * Until the customer module's signIn call is wired into the app, this is how a test becomes a
 * signed-in customer: exactly the cookie the session middleware would have issued.
 */
export function sessionCookie(app: INestApplication, session: SessionData): string {
  const secret = app.get<string>(SESSION_SECRET, { strict: false });
  const value = `j:${JSON.stringify(session)}`;
  const signature = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(`s:${value}.${signature}`)}`;
}

/** A customer of the SK store, signed up through the port, and the Cookie header of their session. */
export async function signedInCustomer(app: INestApplication, storeKey = STORE): Promise<{ customerId: string; cookie: string }> {
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.sk`;
  const { customer } = await portOf(app).customers.signUp({ email, password: 'Dielna2025', firstName: 'Ján', lastName: 'Novák' }, storeKey);
  return { customerId: customer.id, cookie: sessionCookie(app, { customerId: customer.id }) };
}

/** An order of the customer in the SK store with one of each SKU, placed through the port as checkout would. */
export async function orderFor(app: INestApplication, customerId: string, skus: readonly string[]): Promise<Order> {
  const port = portOf(app);
  const created = await port.carts.create({
    currency: 'EUR', country: 'SK', customerId, customerEmail: 'buyer@example.sk', shippingAddress: ADDRESS, billingAddress: ADDRESS,
  }, STORE);
  const cart = await port.carts.update(created.id, created.version, skus.map((sku) => ({ action: 'addLineItem', sku, quantity: 1 })), STORE);
  return port.orders.createFromCart({ cart: { typeId: 'cart', id: cart.id }, version: cart.version }, STORE);
}
