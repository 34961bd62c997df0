import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import type { CommercePort } from '../commerce/port/commerce-port.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { customerCalls } from './customer-calls.fixture.js';

const ADDRESS = { firstName: 'Jana', lastName: 'Nováková', streetName: 'Hlavná', streetNumber: '12', postalCode: '831 01', city: 'Bratislava', country: 'SK' };
/** The refusal, written out here rather than imported: the test pins the wording and the number. */
const BOOK_FULL = 'An address book holds at most 50 addresses: remove one before adding another.';

/**
 * Issue 11 item 9: a customer's address book is bounded (each address call answers the whole
 * book). The real app on the real engine; the only addition is `between`, which runs another
 * tab's real write right after a call read the customer and before its write, to make the race
 * for the last place deterministic.
 */
describe('address book limit (real Nest app, embedded engine, demo seed: sign-up needs its customer type)', () => {
  let app: INestApplication;
  let engine: EmbeddedCommerce;
  let between: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    engine = embeddedCommerce({ file: ':memory:', seed: generateSeed });
    const customers: CommercePort['customers'] = Object.assign(Object.create(engine.customers) as CommercePort['customers'], {
      update: async (id: string, version: number, actions: readonly CustomerUpdateAction[]) => {
        const other = between;
        between = undefined;
        if (other) await other();
        return engine.customers.update(id, version, actions);
      },
    });
    const port: CommercePort = Object.assign(Object.create(engine) as CommercePort, { customers });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port }) })
      .compile();
    app = await shopTestApp(moduleRef);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { call, signedUp } = customerCalls(() => app);
  /** Saves `count` addresses straight through the engine, in one batch: the set-up, not the call under test. */
  const withSavedAddresses = async (customer: Customer, count: number, keyPrefix = 'set-up'): Promise<Customer> => {
    const current = (await engine.customers.get(customer.id))!;
    const actions: CustomerUpdateAction[] = Array.from({ length: count }, (_, index) => ({
      action: 'addAddress', address: { ...ADDRESS, key: `${keyPrefix}-${index}` },
    }));
    return engine.customers.update(current.id, current.version, actions);
  };
  const bookSize = async (customer: Customer) => (await engine.customers.get(customer.id))!.addresses.length;

  it('accepts the 50th address and refuses the 51st with a 400 naming the limit, billing and shipping alike', async () => {
    const { agent, customer } = await signedUp();
    await withSavedAddresses(customer, 49);
    const fiftieth = await call(agent, 'addShippingAddress', [{}, ADDRESS]).expect(200);
    expect(fiftieth.body.addresses).toHaveLength(50);

    const billing = await call(agent, 'addBillingAddress', [{}, ADDRESS]).expect(400);
    expect(billing.body.message).toBe(BOOK_FULL);
    const shipping = await call(agent, 'addShippingAddress', [{}, ADDRESS]).expect(400);
    expect(shipping.body.message).toBe(BOOK_FULL);
    expect(await bookSize(customer)).toBe(50);
  });

  it('takes a new address again once one is removed, and still lets a full book change its addresses', async () => {
    const { agent, customer } = await signedUp();
    const full = await withSavedAddresses(customer, 50);
    const [first, second] = full.addresses;
    await call(agent, 'updateShippingAddress', [{}, { ...ADDRESS, city: 'Trnava', postalCode: '91701', id: first!.id }]).expect(200);
    await call(agent, 'setDefaultBillingAddress', [{}, { id: second!.id }]).expect(200);
    await call(agent, 'addShippingAddress', [{}, ADDRESS]).expect(400);

    await call(agent, 'removeShippingAddress', [{}, { id: first!.id }]).expect(200);
    expect(await bookSize(customer)).toBe(49);
    const added = await call(agent, 'addShippingAddress', [{}, ADDRESS]).expect(200);
    expect(added.body.addresses).toHaveLength(50);
  });

  it('refuses the add whose last place another tab took between its read and its write', async () => {
    const { agent, customer } = await signedUp();
    await withSavedAddresses(customer, 49);
    between = async () => {
      await withSavedAddresses(customer, 1, 'other-tab');
    };
    const refused = await call(agent, 'addBillingAddress', [{}, ADDRESS]).expect(400);
    expect(refused.body.message).toBe(BOOK_FULL);
    expect(await bookSize(customer)).toBe(50);
  });
});
