import { describe, expect, it } from '@jest/globals';
import type { CustomerDraft } from '@commercetools/platform-sdk';
import { RESOURCE } from '../catalogue/resource-types.js';
import { customersEngine, failure, STORE } from './customers.fixture.js';
import type { StoredCustomer } from './stored-customer.js';

const draft = (overrides: Partial<CustomerDraft> = {}): CustomerDraft => ({
  email: 'Jana.Novak@Example.sk', password: 'Dielna2025', firstName: 'Jana', lastName: 'Nováková', ...overrides,
});

describe('sign-up', () => {
  it('creates a customer with commercetools defaults and never returns the password', async () => {
    const { customers, store } = customersEngine();
    const { customer, cart } = await customers.signUp(draft({ vatId: 'SK2020202020', locale: 'sk-SK' }));
    expect(customer).toMatchObject({
      version: 1, email: 'Jana.Novak@Example.sk', firstName: 'Jana', lastName: 'Nováková', vatId: 'SK2020202020', locale: 'sk-SK',
      addresses: [], shippingAddressIds: [], billingAddressIds: [], isEmailVerified: false, stores: [],
      authenticationMode: 'Password', customerGroupAssignments: [], createdAt: '2025-03-01T10:00:00.000Z',
    });
    expect(cart).toBeUndefined();
    for (const secret of ['password', 'passwordHash', 'passwordTokens']) expect(customer).not.toHaveProperty(secret);
    expect(JSON.stringify(customer)).not.toContain('scrypt');
    expect(await customers.get(customer.id)).toEqual(customer);
    // Stored hashed, never in clear text.
    const stored = store.get<StoredCustomer>(RESOURCE.customer, customer.id);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain('Dielna2025');
  });

  it('gives draft addresses ids and turns the address indexes into ids, defaults included in the id lists', async () => {
    const { customers } = customersEngine();
    const { customer } = await customers.signUp(draft({
      addresses: [
        { key: '81101-1740000000', country: 'SK', city: 'Bratislava', postalCode: '81101', streetName: 'Hlavná', streetNumber: '1' },
        { country: 'SK', city: 'Košice', postalCode: '04001', company: 'Dielňa s.r.o.' },
      ],
      defaultShippingAddress: 0, shippingAddresses: [0], billingAddresses: [1], defaultBillingAddress: 1,
    }));
    const [home, office] = customer.addresses;
    expect(home).toMatchObject({ key: '81101-1740000000', city: 'Bratislava' });
    expect(home?.id).toEqual(expect.any(String));
    expect(office?.id).toEqual(expect.any(String));
    expect(home?.id).not.toBe(office?.id);
    expect(customer).toMatchObject({
      defaultShippingAddressId: home?.id, shippingAddressIds: [home?.id], defaultBillingAddressId: office?.id, billingAddressIds: [office?.id],
    });
  });

  it('refuses an address index outside the addresses', async () => {
    const { customers } = customersEngine();
    const error = await failure(() => customers.signUp(draft({ addresses: [{ country: 'SK' }], defaultBillingAddress: 1 })));
    expect(error).toMatchObject({ statusCode: 400, code: 'InvalidField' });
  });

  it('keeps the customerType custom field, with the type stored as a reference by id', async () => {
    const { customers, store } = customersEngine();
    const { customer } = await customers.signUp(draft({ custom: { type: { typeId: 'type', key: 'customer-fields' }, fields: { customerType: 'company' } } }));
    const typeId = store.getByKey(RESOURCE.type, 'customer-fields')?.id;
    expect(customer.custom).toEqual({ type: { typeId: 'type', id: typeId }, fields: { customerType: 'company' } });
  });

  it('refuses an unknown custom type', async () => {
    const { customers } = customersEngine();
    const error = await failure(() => customers.signUp(draft({ custom: { type: { typeId: 'type', key: 'no-such-type' } } })));
    expect(error).toMatchObject({ statusCode: 400, code: 'ReferencedResourceNotFound' });
  });

  it('refuses a taken e-mail, case-insensitively, with commercetools DuplicateField on email', async () => {
    const { customers } = customersEngine();
    await customers.signUp(draft());
    const error = await failure(() => customers.signUp(draft({ email: 'jana.novak@example.SK' })));
    expect(error).toMatchObject({
      statusCode: 400, code: 'DuplicateField', message: 'There is already an existing customer with the provided email.',
      errors: [{ code: 'DuplicateField', field: 'email', duplicateValue: 'jana.novak@example.SK' }],
    });
  });

  it('requires a password (Password mode) and a valid e-mail', async () => {
    const { customers } = customersEngine();
    expect(await failure(() => customers.signUp(draft({ password: undefined })))).toMatchObject({ statusCode: 400, code: 'RequiredField' });
    expect(await failure(() => customers.signUp(draft({ email: 'not-an-email' })))).toMatchObject({ statusCode: 400, code: 'InvalidField' });
  });

  it('refuses a duplicate customer key', async () => {
    const { customers } = customersEngine();
    await customers.signUp(draft({ key: 'jana' }));
    const error = await failure(() => customers.signUp(draft({ key: 'jana', email: 'other@example.sk' })));
    expect(error).toMatchObject({ statusCode: 400, code: 'DuplicateField' });
  });
});

describe('store scoping of customers', () => {
  it('makes a customer of the store signed up through; the e-mail may exist again in another store, not globally', async () => {
    const { customers, store } = customersEngine();
    store.insert(RESOURCE.store, { id: 'store-cz', version: 1, key: 'ex-cz' });
    const { customer } = await customers.signUp(draft(), STORE);
    expect(customer.stores).toEqual([{ typeId: 'store', key: STORE }]);
    await expect(customers.signUp(draft(), 'ex-cz')).resolves.toBeDefined();
    expect(await failure(() => customers.signUp(draft(), STORE))).toMatchObject({ code: 'DuplicateField' });
    expect(await failure(() => customers.signUp(draft()))).toMatchObject({ code: 'DuplicateField' });
  });

  it('lets store customers sign in only through their store, and global customers everywhere', async () => {
    const { customers } = customersEngine();
    await customers.signUp(draft(), STORE);
    await customers.signUp(draft({ email: 'global@example.sk' }));
    await expect(customers.signIn({ email: 'jana.novak@example.sk', password: 'Dielna2025' }, STORE)).resolves.toBeDefined();
    expect(await failure(() => customers.signIn({ email: 'jana.novak@example.sk', password: 'Dielna2025' }))).toMatchObject({ code: 'InvalidCredentials' });
    await expect(customers.signIn({ email: 'global@example.sk', password: 'Dielna2025' }, STORE)).resolves.toBeDefined();
    await expect(customers.signIn({ email: 'global@example.sk', password: 'Dielna2025' })).resolves.toBeDefined();
  });
});

describe('sign-in', () => {
  it('signs in with the e-mail in any case and returns the customer without password', async () => {
    const { customers } = customersEngine();
    const { customer } = await customers.signUp(draft());
    const result = await customers.signIn({ email: 'JANA.NOVAK@example.sk', password: 'Dielna2025' });
    expect(result.customer).toEqual(customer);
    expect(result.cart).toBeUndefined();
  });

  it('answers a wrong password and an unknown e-mail identically (no account enumeration)', async () => {
    const { customers } = customersEngine();
    await customers.signUp(draft());
    const wrongPassword = await failure(() => customers.signIn({ email: 'jana.novak@example.sk', password: 'Dielna2026' }));
    const unknownEmail = await failure(() => customers.signIn({ email: 'nobody@example.sk', password: 'Dielna2025' }));
    expect(wrongPassword).toMatchObject({
      statusCode: 400, code: 'InvalidCredentials', message: 'Account with the given credentials not found.',
    });
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.message).toBe(wrongPassword.message);
    expect(unknownEmail.errors).toEqual(wrongPassword.errors);
  });

  it('refuses a password sign-in for a customer without password (external authentication)', async () => {
    const { customers } = customersEngine();
    await customers.signUp(draft({ password: undefined, authenticationMode: 'ExternalAuth' }));
    expect(await failure(() => customers.signIn({ email: 'jana.novak@example.sk', password: '' }))).toMatchObject({ code: 'InvalidCredentials' });
  });

  it('refuses an unknown anonymousCartSignInMode', async () => {
    const { customers } = customersEngine();
    await customers.signUp(draft());
    const error = await failure(() => customers.signIn({ email: 'jana.novak@example.sk', password: 'Dielna2025', anonymousCartSignInMode: 'Replace' }));
    expect(error).toMatchObject({ statusCode: 400, code: 'InvalidField' });
  });
});
