import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CookieSigner } from '@nestjs/core/helpers/cookies/cookie-signer.js';
import type { Order } from '@commercetools/platform-sdk';
import { encodeSessionCookie, SESSION_COOKIE_NAME } from '../api/session-cookie.js';
import type { SessionData } from '../api/session-data.js';
import { resolveSessionSecret } from '../api/session-secret.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';

const STORE = 'ex-sk';
const ADDRESS = { country: 'SK', firstName: 'Ján', lastName: 'Novák', streetName: 'Hlavná', streetNumber: '1', postalCode: '81101', city: 'Bratislava' };

export const portOf = (app: INestApplication): CommercePort => app.get<CommercePort>(COMMERCE_PORT, { strict: false });

/**
 * The Cookie header of a session, signed as the app signs it: Nest's signer, the same secret and
 * the call controller's encoding.
 * A test becomes a signed-in customer without a password round trip: exactly the cookie the call
 * controller would have issued.
 */
export function sessionCookie(session: SessionData): string {
  const secret = resolveSessionSecret(process.env, { warn: () => undefined });
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(new CookieSigner(secret).sign(encodeSessionCookie(session)))}`;
}

/** A customer of the SK store, signed up through the port, and the Cookie header of their session. */
export async function signedInCustomer(app: INestApplication, storeKey = STORE): Promise<{ customerId: string; cookie: string }> {
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.sk`;
  const { customer } = await portOf(app).customers.signUp({ email, password: 'Dielna2025', firstName: 'Ján', lastName: 'Novák' }, storeKey);
  return { customerId: customer.id, cookie: sessionCookie({ customerId: customer.id }) };
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
