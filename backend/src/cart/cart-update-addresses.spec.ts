import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { BILLING_POSTAL_CODE_MESSAGE } from '@shop/domain';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { cartApi } from './cart-api.fixture.js';
import { cartSkus, type CartSkus } from './cart-seed.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

const SHIPPING_PREFIX = 'Postal code is incorrect in shipping address: ';

/** The spec's shipping message; the address it carries is compared as JSON data, whatever its key order. */
const expectShippingMessage = (message: string, address: object): void => {
  expect(message.startsWith(SHIPPING_PREFIX)).toBe(true);
  expect(JSON.parse(message.slice(SHIPPING_PREFIX.length))).toEqual(address);
};

describe('updateCart: billing and shipping addresses, postal codes checked against the address country (spec 2 §5, §8)', () => {
  let app: INestApplication;
  let skus: CartSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, ref, add, update } = cartApi(() => app);
  const bratislava = { firstName: 'Ján', lastName: 'Novák', streetName: 'Hlavná', streetNumber: '1', city: 'Bratislava', country: 'SK' };

  it('sets Slovak billing and shipping addresses with a valid postal code (with or without the space)', async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const updated = await update(agent, cart, [
      { action: 'setBillingAddress', address: { ...bratislava, postalCode: '83101', email: 'jan@example.sk', isDefaultBillingAddress: true } },
      { action: 'setShippingAddress', address: { ...bratislava, postalCode: '831 01' } },
    ]);
    expect(updated.billingAddress).toEqual({ ...bratislava, postalCode: '83101', email: 'jan@example.sk' });
    expect(updated.shippingAddress).toEqual({ ...bratislava, postalCode: '831 01' });
    expect(updated.taxedPrice).toBeDefined();
    expect(updated.shippingInfo).toMatchObject({ shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' });
  });

  it("refuses a wrong billing postal code with the spec's message, and changes nothing", async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const refused = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'setBillingAddress', address: { ...bratislava, postalCode: '8310' } }] }]).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: BILLING_POSTAL_CODE_MESSAGE });
    const missing = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'setBillingAddress', address: { country: 'SK' } }] }]).expect(400);
    expect(missing.body.message).toBe(BILLING_POSTAL_CODE_MESSAGE);
    expect(((await call(agent, 'getMyCart', []).expect(200)).body.cart).version).toBe(cart.version);
  });

  it("refuses a wrong shipping postal code with the spec's message carrying the address as JSON", async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const address = { ...bratislava, postalCode: '8310' };
    const refused = await call(agent, 'updateCart', [ref(cart), { actions: [
      { action: 'setBillingAddress', address: { ...bratislava, postalCode: '83101' } },
      { action: 'setShippingAddress', address },
    ] }]).expect(400);
    expect(refused.body.statusCode).toBe(400);
    expectShippingMessage(refused.body.message, address);
  });

  it("checks a billing address against its own country's pattern, not the market's", async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const vienna = { country: 'AT', city: 'Wien', postalCode: '1010' };
    expect((await update(agent, cart, [{ action: 'setBillingAddress', address: vienna }])).billingAddress).toEqual(vienna);
    const refused = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'setBillingAddress', address: { ...vienna, postalCode: '83101' } }] }]).expect(400);
    expect(refused.body.message).toBe(BILLING_POSTAL_CODE_MESSAGE);
  });

  it('lets a country without a pattern pass the postal check (the platform then refuses a country the shop does not sell in)', async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'setBillingAddress', address: { country: 'US', postalCode: 'anything' } }] }]).expect(400);
    expect(response.body.message).not.toContain('Postal code is incorrect');
    expect(response.body.message).toContain("'US' is not a country the shop sells in.");
  });

  it('checks German postal codes on the German market', async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1, undefined, 'de.localhost');
    const berlin = { country: 'DE', city: 'Berlin', postalCode: '10115' };
    const updated = await update(agent, cart, [{ action: 'setShippingAddress', address: berlin }, { action: 'setBillingAddress', address: berlin }], 'de.localhost');
    expect(updated.shippingAddress).toEqual(berlin);
    const wrong = { ...berlin, postalCode: '1011' };
    const shipping = await call(agent, 'updateCart', [ref(updated), { actions: [{ action: 'setShippingAddress', address: wrong }] }], 'de.localhost').expect(400);
    expectShippingMessage(shipping.body.message, wrong);
    const billing = await call(agent, 'updateCart', [ref(updated), { actions: [{ action: 'setBillingAddress', address: wrong }] }], 'de.localhost').expect(400);
    expect(billing.body.message).toBe(BILLING_POSTAL_CODE_MESSAGE);
  });

  it("refuses a shipping address outside the market's country", async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'setShippingAddress', address: { country: 'AT', postalCode: '1010' } }] }]).expect(400);
    expect(response.body.message).toBe("payload[1].actions[0]: address.country must be the market's country SK");
  });
});
