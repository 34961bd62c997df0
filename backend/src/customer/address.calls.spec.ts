import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Address, Customer } from '@commercetools/platform-sdk';
import { createTestApp } from '../../test/test-app.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { DEFAULT_BILLING_NEEDS_ID, DEFAULT_SHIPPING_NEEDS_ID, REMOVED_ADDRESS_NEEDS_ID, UPDATED_ADDRESS_NEEDS_ID } from './address-messages.js';
import { customerCalls, type Agent } from './customer-calls.fixture.js';
import { NOT_SIGNED_IN } from './session-customer.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

interface ShippingAnswer {
  version: number;
  shippingAddressIds: string[];
  defaultShippingAddressId: string | null;
  addresses: Address[];
}

const BRATISLAVA = { firstName: 'Jana', lastName: 'Nováková', streetName: 'Hlavná', streetNumber: '12', postalCode: '831 01', city: 'Bratislava', country: 'SK' };
const KOSICE = { ...BRATISLAVA, streetName: 'Mlynská', postalCode: '04001', city: 'Košice' };

describe('billing and shipping address calls of the signed-in customer', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp(generateSeed());
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, signedUp } = customerCalls(() => app);
  const billing = async (agent: Agent, method: string, body: unknown[]): Promise<Customer> =>
    (await call(agent, method, body).expect(200)).body.user as Customer;
  const shipping = async (agent: Agent, method: string, body: unknown[]): Promise<ShippingAnswer> =>
    (await call(agent, method, body).expect(200)).body as ShippingAnswer;
  const me = async (agent: Agent): Promise<Customer> => (await call(agent, 'getMe', [{ full: true }]).expect(200)).body.me.customer as Customer;

  describe('billing', () => {
    it('adds with a key from postal code and time and lists the billing id, then updates, sets default and deletes', async () => {
      const { agent, customer } = await signedUp();
      const before = Date.now();
      const added = await billing(agent, 'addBillingAddress', [{ version: customer.version }, { ...BRATISLAVA, fax: 'SK2020202020' }]);
      const address = added.addresses[0]!;
      expect(address).toMatchObject({ ...BRATISLAVA, fax: 'SK2020202020' });
      expect(address.key).toMatch(/^83101-\d{13}$/);
      expect(Number(address.key!.split('-')[1])).toBeGreaterThanOrEqual(before);
      expect(added.billingAddressIds).toEqual([address.id]);
      expect(added.shippingAddressIds).toEqual([]);
      expect(added.version).toBe(customer.version + 1);

      const updated = await billing(agent, 'updateBillingAddress', [{ version: added.version }, { ...KOSICE, id: address.id }]);
      expect(updated.addresses).toEqual([{ ...KOSICE, id: address.id, key: address.key }]);

      const withDefault = await billing(agent, 'setDefaultBillingAddress', [{ version: updated.version }, { id: address.id }]);
      expect(withDefault.defaultBillingAddressId).toBe(address.id);

      const deleted = await billing(agent, 'deleteBillingAddress', [{ version: withDefault.version }, { id: address.id }]);
      expect(deleted.addresses).toEqual([]);
      expect(deleted.billingAddressIds).toEqual([]);
      expect(deleted.defaultBillingAddressId).toBeUndefined();
    });

    it('works without a version (the current one) and retries a stale one', async () => {
      const { agent, customer } = await signedUp();
      const first = await billing(agent, 'addBillingAddress', [{}, BRATISLAVA]);
      const second = await billing(agent, 'addBillingAddress', [{ version: customer.version }, KOSICE]);
      expect(second.addresses.map((address) => address.city)).toEqual(['Bratislava', 'Košice']);
      expect(second.version).toBe(first.version + 1);
      expect(new Set(second.addresses.map((address) => address.key)).size).toBe(2);
    });

    it("answers the spec's messages without an address id", async () => {
      const { agent } = await signedUp();
      expect((await call(agent, 'updateBillingAddress', [{}, BRATISLAVA]).expect(400)).body).toEqual({ statusCode: 400, message: UPDATED_ADDRESS_NEEDS_ID });
      expect((await call(agent, 'setDefaultBillingAddress', [{}, {}]).expect(400)).body).toEqual({ statusCode: 400, message: DEFAULT_BILLING_NEEDS_ID });
      expect((await call(agent, 'deleteBillingAddress', [{}, {}]).expect(400)).body.message).toBe(REMOVED_ADDRESS_NEEDS_ID);
      expect(UPDATED_ADDRESS_NEEDS_ID).toBe('Updated address must include an "id" field.');
      expect(DEFAULT_BILLING_NEEDS_ID).toBe('Address ID is required to set default billing address.');
    });

    it('refuses a postal code that does not fit the country, saving nothing', async () => {
      const { agent } = await signedUp();
      const response = await call(agent, 'addBillingAddress', [{}, { ...BRATISLAVA, postalCode: '1234' }]).expect(400);
      expect(response.body.message).toBe('Postal code is incorrect in billing address');
      const saved = await billing(agent, 'addBillingAddress', [{}, BRATISLAVA]);
      const update = await call(agent, 'updateBillingAddress', [{}, { ...BRATISLAVA, id: saved.addresses[0]!.id, country: 'AT', postalCode: '0123' }]).expect(400);
      expect(update.body.message).toBe('Postal code is incorrect in billing address');
      expect((await me(agent)).addresses).toEqual(saved.addresses);
    });

    it('keeps an address that is also a shipping address when it stops being a billing address', async () => {
      const { agent } = await signedUp();
      const added = await billing(agent, 'addBillingAddress', [{}, BRATISLAVA]);
      const id = added.addresses[0]!.id!;
      const both = await shipping(agent, 'setDefaultShippingAddress', [{}, { id }]);
      expect(both).toMatchObject({ shippingAddressIds: [id], defaultShippingAddressId: id });
      const after = await billing(agent, 'deleteBillingAddress', [{}, { id }]);
      expect(after).toMatchObject({ billingAddressIds: [], shippingAddressIds: [id], defaultShippingAddressId: id });
      expect(after.addresses.map((address) => address.id)).toEqual([id]);
      // No longer a billing address: deleting it as one again is not found.
      await call(agent, 'deleteBillingAddress', [{}, { id }]).expect(404);
    });
  });

  describe('shipping', () => {
    it('adds, updates, sets default and removes, answering version, shippingAddressIds and addresses', async () => {
      const { agent, customer } = await signedUp();
      const added = await shipping(agent, 'addShippingAddress', [{ version: customer.version }, BRATISLAVA]);
      const id = added.addresses[0]!.id!;
      expect(added).toEqual({
        version: customer.version + 1, shippingAddressIds: [id], defaultShippingAddressId: null,
        addresses: [{ ...BRATISLAVA, id, key: expect.stringMatching(/^83101-\d{13}$/) }],
      });
      const changed = await shipping(agent, 'updateShippingAddress', [{ version: added.version }, { ...KOSICE, id, key: 'ignored', isDefaultShippingAddress: true }]);
      expect(changed.addresses[0]).toEqual({ ...KOSICE, id, key: added.addresses[0]!.key });
      expect(changed.defaultShippingAddressId).toBeNull();
      const withDefault = await shipping(agent, 'setDefaultShippingAddress', [{ version: changed.version }, { id }]);
      expect(withDefault.defaultShippingAddressId).toBe(id);
      const removed = await shipping(agent, 'removeShippingAddress', [{ version: withDefault.version }, { id }]);
      expect(removed).toEqual({ version: withDefault.version + 1, shippingAddressIds: [], defaultShippingAddressId: null, addresses: [] });
    });

    it("answers the spec's messages without an id, and the shipping postal message with the address", async () => {
      const { agent } = await signedUp();
      expect((await call(agent, 'updateShippingAddress', [{}, KOSICE]).expect(400)).body.message).toBe(UPDATED_ADDRESS_NEEDS_ID);
      expect((await call(agent, 'setDefaultShippingAddress', [{}, {}]).expect(400)).body.message).toBe(DEFAULT_SHIPPING_NEEDS_ID);
      expect((await call(agent, 'removeShippingAddress', [{}, {}]).expect(400)).body.message).toBe(REMOVED_ADDRESS_NEEDS_ID);
      const wrong = { ...KOSICE, country: 'PL', postalCode: '00950' };
      const response = await call(agent, 'addShippingAddress', [{}, wrong]).expect(400);
      const prefix = 'Postal code is incorrect in shipping address: ';
      expect(response.body.message.startsWith(prefix)).toBe(true);
      expect(JSON.parse(response.body.message.slice(prefix.length))).toEqual(wrong);
      await call(agent, 'addShippingAddress', [{}, { ...wrong, postalCode: '00-950' }]).expect(200);
    });
  });

  it("never lets customer B use customer A's address ids (404) nor see A's addresses", async () => {
    const a = await signedUp();
    const aCustomer = await billing(a.agent, 'addBillingAddress', [{}, BRATISLAVA]);
    const aId = aCustomer.addresses[0]!.id!;
    const b = await signedUp();
    const attempts: [string, unknown[]][] = [
      ['updateBillingAddress', [{}, { ...KOSICE, id: aId }]],
      ['setDefaultBillingAddress', [{}, { id: aId }]],
      ['deleteBillingAddress', [{}, { id: aId }]],
      ['updateShippingAddress', [{}, { ...KOSICE, id: aId }]],
      ['setDefaultShippingAddress', [{}, { id: aId }]],
      ['removeShippingAddress', [{}, { id: aId }]],
    ];
    for (const [method, body] of attempts) {
      const response = await call(b.agent, method, body).expect(404);
      expect(response.body.code).toBe('ResourceNotFound');
      expect(JSON.stringify(response.body)).not.toContain('Bratislava');
    }
    const bMe = await me(b.agent);
    expect(bMe.addresses).toEqual([]);
    expect(JSON.stringify(bMe)).not.toContain(aId);
    expect((await me(a.agent)).addresses).toEqual(aCustomer.addresses);
  });

  it.each([
    'addBillingAddress', 'updateBillingAddress', 'deleteBillingAddress', 'setDefaultBillingAddress',
    'addShippingAddress', 'updateShippingAddress', 'removeShippingAddress', 'setDefaultShippingAddress',
  ])('%s is 401 for a guest', async (method) => {
    const body = method.startsWith('add') || method.startsWith('update') ? [{}, { ...BRATISLAVA, id: 'x' }] : [{}, { id: 'x' }];
    const response = await call(shopper(), method, body).expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: NOT_SIGNED_IN });
  });

  it.each([
    ['addBillingAddress', [{}], 'payload[1] is required'],
    ['addBillingAddress', [{ version: '2' }, BRATISLAVA], 'payload[0].version must be an integer number'],
    ['addBillingAddress', [{ id: 'someone' }, BRATISLAVA], 'payload[0].id should not exist'],
    ['addBillingAddress', [{}, { ...BRATISLAVA, country: 'sk' }], 'payload[1].country must be a two-letter country code in capitals'],
    ['addBillingAddress', [{}, { ...BRATISLAVA, country: undefined }], 'payload[1].country'],
    ['addShippingAddress', [{}, { ...BRATISLAVA, postalCode: 83101 }], 'payload[1].postalCode must be a string'],
    ['addShippingAddress', [{}, { ...BRATISLAVA, colour: 'red' }], 'payload[1].colour should not exist'],
    ['addShippingAddress', [{}, BRATISLAVA, {}], 'addShippingAddress takes 2 payload part(s), got 3'],
    ['setDefaultShippingAddress', [{}, { id: 5 }], 'payload[1].id must be a string'],
    ['deleteBillingAddress', [{}, 'id'], 'payload[1] must be an object'],
  ])('%s refuses %j with a 400 naming the field', async (method, body, message) => {
    const { agent } = await signedUp();
    expect((await call(agent, method, body).expect(400)).body.message).toContain(message);
  });
});
