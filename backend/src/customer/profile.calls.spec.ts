import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Customer } from '@commercetools/platform-sdk';
import { createTestApp } from '../../test/test-app.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { customerCalls, PASSWORD, uniqueEmail } from './customer-calls.fixture.js';
import { NOT_SIGNED_IN } from './session-customer.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('updateMe: the signed-in customer edits their own profile', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp(generateSeed());
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, signedUp } = customerCalls(() => app);

  it('changes e-mail, names, VAT ID, locale and date of birth in one batch; the new e-mail signs in', async () => {
    const { agent, customer } = await signedUp();
    const email = uniqueEmail('new');
    const response = await call(agent, 'updateMe', [{
      version: customer.version,
      storeKey: 'ex-sk',
      actions: [
        { action: 'changeEmail', email },
        { action: 'setFirstName', firstName: 'Janka' },
        { action: 'setLastName', lastName: 'Kováčová' },
        { action: 'setVatId', vatId: 'SK2020202020' },
        { action: 'setLocale', locale: 'en-IE' },
        { action: 'setDateOfBirth', dateOfBirth: '1990-05-01' },
      ],
    }]).expect(200);
    const updated = response.body.customer as Customer;
    expect(updated).toMatchObject({
      id: customer.id, version: customer.version + 1, email, firstName: 'Janka', lastName: 'Kováčová',
      vatId: 'SK2020202020', locale: 'en-IE', dateOfBirth: '1990-05-01',
    });
    await call(shopper(), 'signIn', [{ email, password: PASSWORD }]).expect(200);
  });

  it('clears a field when the setter has no value', async () => {
    const { agent, customer } = await signedUp({ customerType: 'COMPANY', vatId: 'SK2020202020' });
    const updated = (await call(agent, 'updateMe', [{ version: customer.version, actions: [{ action: 'setVatId' }] }]).expect(200)).body.customer as Customer;
    expect(updated.vatId).toBeUndefined();
  });

  it('retries a stale version once with the current one', async () => {
    const { agent, customer } = await signedUp();
    await call(agent, 'updateMe', [{ version: customer.version, actions: [{ action: 'setFirstName', firstName: 'A' }] }]).expect(200);
    const stale = (await call(agent, 'updateMe', [{ version: customer.version, actions: [{ action: 'setLastName', lastName: 'B' }] }]).expect(200)).body.customer as Customer;
    expect(stale).toMatchObject({ firstName: 'A', lastName: 'B', version: customer.version + 2 });
  });

  it("refuses a taken e-mail with commercetools' DuplicateField", async () => {
    const other = await signedUp();
    const { agent, customer } = await signedUp();
    const response = await call(agent, 'updateMe', [{ version: customer.version, actions: [{ action: 'changeEmail', email: other.customer.email }] }]).expect(400);
    expect(response.body.code).toBe('DuplicateField');
  });

  it.each([
    [{ action: 'addAddress', address: { country: 'SK' } }, 'payload[0].actions[0].action "addAddress" cannot be used in updateMe'],
    [{ action: 'setCustomerGroup', customerGroup: { key: 'vip' } }, 'payload[0].actions[0].action "setCustomerGroup" cannot be used in updateMe'],
    [{ action: 'changePassword', password: 'Nove2025' }, 'payload[0].actions[0].action "changePassword" cannot be used in updateMe'],
    [{ firstName: 'No action' }, 'payload[0].actions[0].action null cannot be used in updateMe'],
    [{ action: 'changeEmail', email: 'not-an-email' }, 'payload[0].actions[0].email must be an e-mail address'],
    [{ action: 'setFirstName', firstName: 42 }, 'payload[0].actions[0].firstName must be a string'],
    [{ action: 'setLocale', locale: 'xx-XX' }, 'payload[0].actions[0].locale'],
    [{ action: 'setDateOfBirth', dateOfBirth: '01.05.1990' }, 'payload[0].actions[0].dateOfBirth must be a date YYYY-MM-DD'],
    [{ action: 'setFirstName', firstName: 'A', customerId: 'someone-else' }, 'payload[0].actions[0].customerId should not exist'],
  ])('refuses the action %j with a 400 naming it, changing nothing', async (action, message) => {
    const { agent, customer } = await signedUp();
    const response = await call(agent, 'updateMe', [{ version: customer.version, actions: [action] }]).expect(400);
    expect(response.body.message).toContain(message);
    const me = (await call(agent, 'getMe', [{ full: true }]).expect(200)).body.me.customer as Customer;
    expect(me.version).toBe(customer.version);
  });

  it.each([
    [[{ version: '1', actions: [] }], 'payload[0].version must be an integer number'],
    [[{ version: 1, actions: {} }], 'payload[0].actions must be an array'],
    [[{ version: 1, actions: ['setFirstName'] }], 'payload[0].actions'],
    [[{ version: 1, actions: [], id: 'someone-else' }], 'payload[0].id should not exist'],
    [[{ version: 1, actions: [], storeKey: 'ex-de' }], "payload[0].storeKey must be the market's store ex-sk"],
    [[], 'payload[0] is required'],
  ])('refuses the payload %j with a 400 naming the field', async (body, message) => {
    const { agent } = await signedUp();
    expect((await call(agent, 'updateMe', body).expect(400)).body.message).toContain(message);
  });

  it('is 401 for a guest', async () => {
    const response = await call(shopper(), 'updateMe', [{ version: 1, actions: [{ action: 'setFirstName', firstName: 'X' }] }]).expect(401);
    expect(response.body.message).toBe(NOT_SIGNED_IN);
  });
});
