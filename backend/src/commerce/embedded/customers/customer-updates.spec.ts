import { describe, expect, it } from '@jest/globals';
import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { RESOURCE } from '../catalogue/resource-types.js';
import { customersEngine, failure, STORE } from './customers.fixture.js';
import type { StoredCustomer } from './stored-customer.js';

const BRATISLAVA = { country: 'SK', city: 'Bratislava', postalCode: '81101', streetName: 'Hlavná', streetNumber: '1', firstName: 'Jana' };
const KOSICE = { country: 'SK', city: 'Košice', postalCode: '04001', streetName: 'Mlynská', streetNumber: '7', company: 'Dielňa s.r.o.' };

/** An engine with one customer and a helper that applies actions at the customer's current version. */
async function withCustomer() {
  const engine = customersEngine();
  let { customer } = await engine.customers.signUp({ email: 'jana@example.sk', password: 'Dielna2025' }, STORE);
  const apply = async (...actions: CustomerUpdateAction[]): Promise<Customer> => {
    customer = await engine.customers.update(customer.id, customer.version, actions);
    return customer;
  };
  return { ...engine, customer: () => customer, apply };
}

describe('profile actions', () => {
  it('sets and clears the editable profile fields, one version per batch', async () => {
    const { apply } = await withCustomer();
    const updated = await apply(
      { action: 'setFirstName', firstName: 'Jana' }, { action: 'setLastName', lastName: 'Nováková' },
      { action: 'setVatId', vatId: 'SK2020202020' }, { action: 'setLocale', locale: 'sk-SK' },
      { action: 'setDateOfBirth', dateOfBirth: '1985-04-12' }, { action: 'setCompanyName', companyName: 'Dielňa s.r.o.' },
    );
    expect(updated).toMatchObject({
      version: 2, firstName: 'Jana', lastName: 'Nováková', vatId: 'SK2020202020', locale: 'sk-SK', dateOfBirth: '1985-04-12', companyName: 'Dielňa s.r.o.',
    });
    const cleared = await apply({ action: 'setVatId' }, { action: 'setCompanyName' });
    expect(cleared.version).toBe(3);
    expect(cleared).not.toHaveProperty('vatId');
    expect(cleared).not.toHaveProperty('companyName');
  });

  it('refuses a date of birth that is not YYYY-MM-DD', async () => {
    const { apply } = await withCustomer();
    expect(await failure(() => apply({ action: 'setDateOfBirth', dateOfBirth: '12.04.1985' }))).toMatchObject({ statusCode: 400, code: 'InvalidField' });
  });

  it('changes the e-mail (unverified again), refusing one another customer has in any case', async () => {
    const { customers, apply } = await withCustomer();
    await customers.signUp({ email: 'peter@example.sk', password: 'Dielna2025' }, STORE);
    expect(await failure(() => apply({ action: 'changeEmail', email: 'PETER@example.sk' }))).toMatchObject({
      statusCode: 400, code: 'DuplicateField', errors: [{ field: 'email' }],
    });
    // Its own address in another case is not a clash.
    expect(await apply({ action: 'changeEmail', email: 'Jana@Example.sk' })).toMatchObject({ email: 'Jana@Example.sk', isEmailVerified: false });
    const changed = await apply({ action: 'changeEmail', email: 'jana.novakova@example.sk' });
    expect(changed.email).toBe('jana.novakova@example.sk');
    // The sign-in follows the new address; the old one no longer exists.
    await expect(customers.signIn({ email: 'jana.novakova@example.sk', password: 'Dielna2025' }, STORE)).resolves.toBeDefined();
    expect(await failure(() => customers.signIn({ email: 'jana@example.sk', password: 'Dielna2025' }, STORE))).toMatchObject({ code: 'InvalidCredentials' });
  });

  it('sets the custom type (by key, stored by id) and its fields', async () => {
    const { apply, store } = await withCustomer();
    const typeId = store.getByKey(RESOURCE.type, 'customer-fields')?.id;
    const typed = await apply({ action: 'setCustomType', type: { typeId: 'type', key: 'customer-fields' }, fields: { customerType: 'private' } });
    expect(typed.custom).toEqual({ type: { typeId: 'type', id: typeId }, fields: { customerType: 'private' } });
    expect((await apply({ action: 'setCustomField', name: 'customerType', value: 'company' })).custom?.fields).toEqual({ customerType: 'company' });
    expect((await apply({ action: 'setCustomField', name: 'customerType' })).custom?.fields).toEqual({});
    expect(await apply({ action: 'setCustomType' })).not.toHaveProperty('custom');
    expect(await failure(() => apply({ action: 'setCustomField', name: 'customerType', value: 'company' }))).toMatchObject({ code: 'InvalidOperation' });
  });
});

describe('address actions', () => {
  it('adds addresses with ids, keeping the caller\'s key', async () => {
    const { apply } = await withCustomer();
    const customer = await apply({ action: 'addAddress', address: { ...BRATISLAVA, key: '81101-1740000000' } }, { action: 'addAddress', address: KOSICE });
    expect(customer.addresses).toEqual([
      { ...BRATISLAVA, key: '81101-1740000000', id: expect.any(String) },
      { ...KOSICE, id: expect.any(String) },
    ]);
    expect(customer.addresses[0]?.id).not.toBe(customer.addresses[1]?.id);
    expect(customer).toMatchObject({ shippingAddressIds: [], billingAddressIds: [] });
  });

  it('ignores an id in an added address and refuses a duplicate address key or a bad country', async () => {
    const { apply } = await withCustomer();
    const customer = await apply({ action: 'addAddress', address: { ...BRATISLAVA, id: 'chosen-by-caller', key: 'home' } });
    expect(customer.addresses[0]?.id).not.toBe('chosen-by-caller');
    expect(await failure(() => apply({ action: 'addAddress', address: { ...KOSICE, key: 'home' } }))).toMatchObject({ code: 'DuplicateField' });
    expect(await failure(() => apply({ action: 'addAddress', address: { ...KOSICE, country: 'Slovakia' } }))).toMatchObject({ code: 'InvalidField' });
  });

  it('sets default shipping and billing addresses by id or key, adding them to the id lists; no address clears the default', async () => {
    const { apply } = await withCustomer();
    const added = await apply({ action: 'addAddress', address: { ...BRATISLAVA, key: 'home' } }, { action: 'addAddress', address: KOSICE });
    const [home, office] = added.addresses.map((address) => address.id!);
    const defaults = await apply(
      { action: 'setDefaultShippingAddress', addressKey: 'home' },
      { action: 'setDefaultBillingAddress', addressId: office },
    );
    expect(defaults).toMatchObject({
      defaultShippingAddressId: home, shippingAddressIds: [home], defaultBillingAddressId: office, billingAddressIds: [office],
    });
    // Setting it again does not list the id twice.
    expect((await apply({ action: 'setDefaultShippingAddress', addressId: home })).shippingAddressIds).toEqual([home]);
    const cleared = await apply({ action: 'setDefaultShippingAddress' });
    expect(cleared).not.toHaveProperty('defaultShippingAddressId');
    expect(cleared.shippingAddressIds).toEqual([home]);
  });

  it('adds and removes shipping/billing address ids; removing the default id clears the default', async () => {
    const { apply } = await withCustomer();
    const added = await apply({ action: 'addAddress', address: BRATISLAVA }, { action: 'addAddress', address: KOSICE });
    const [home, office] = added.addresses.map((address) => address.id!);
    const listed = await apply(
      { action: 'addShippingAddressId', addressId: home }, { action: 'addShippingAddressId', addressId: office },
      { action: 'addShippingAddressId', addressId: office }, { action: 'addBillingAddressId', addressId: office },
      { action: 'setDefaultBillingAddress', addressId: office },
    );
    expect(listed).toMatchObject({ shippingAddressIds: [home, office], billingAddressIds: [office], defaultBillingAddressId: office });
    const removed = await apply({ action: 'removeShippingAddressId', addressId: home }, { action: 'removeBillingAddressId', addressId: office });
    expect(removed).toMatchObject({ shippingAddressIds: [office], billingAddressIds: [] });
    expect(removed).not.toHaveProperty('defaultBillingAddressId');
    expect(removed.addresses).toHaveLength(2);
  });

  it('changes an address by id or key: replaced as a whole, same id', async () => {
    const { apply } = await withCustomer();
    const added = await apply({ action: 'addAddress', address: { ...BRATISLAVA, key: 'home' } }, { action: 'setDefaultShippingAddress', addressKey: 'home' });
    const home = added.addresses[0]!.id!;
    const changed = await apply({ action: 'changeAddress', addressId: home, address: { ...KOSICE, key: 'home' } });
    expect(changed.addresses).toEqual([{ ...KOSICE, key: 'home', id: home }]);
    expect(changed.defaultShippingAddressId).toBe(home);
    const byKey = await apply({ action: 'changeAddress', addressKey: 'home', address: { ...BRATISLAVA, key: 'home', phone: '+421 900 000 000' } });
    expect(byKey.addresses[0]).toMatchObject({ id: home, city: 'Bratislava', phone: '+421 900 000 000' });
  });

  it('answers a missing address with commercetools\' InvalidOperation, and one without id or key with InvalidInput', async () => {
    const { apply } = await withCustomer();
    expect(await failure(() => apply({ action: 'changeAddress', addressId: 'nope', address: BRATISLAVA }))).toMatchObject({
      statusCode: 400, code: 'InvalidOperation', message: "The customer does not have an address with the ID 'nope'.",
    });
    expect(await failure(() => apply({ action: 'removeAddress', addressKey: 'nope' }))).toMatchObject({ code: 'InvalidOperation' });
    expect(await failure(() => apply({ action: 'changeAddress', address: BRATISLAVA }))).toMatchObject({ code: 'InvalidInput' });
    expect(await failure(() => apply({ action: 'setDefaultBillingAddress', addressId: 'nope' }))).toMatchObject({ code: 'InvalidOperation' });
  });

  it('removes an address from the addresses, both id lists and the defaults', async () => {
    const { apply } = await withCustomer();
    const added = await apply({ action: 'addAddress', address: BRATISLAVA }, { action: 'addAddress', address: KOSICE });
    const [home, office] = added.addresses.map((address) => address.id!);
    await apply(
      { action: 'setDefaultShippingAddress', addressId: home }, { action: 'setDefaultBillingAddress', addressId: home },
      { action: 'addShippingAddressId', addressId: office },
    );
    const removed = await apply({ action: 'removeAddress', addressId: home });
    expect(removed.addresses.map((address) => address.id)).toEqual([office]);
    expect(removed).toMatchObject({ shippingAddressIds: [office], billingAddressIds: [] });
    expect(removed).not.toHaveProperty('defaultShippingAddressId');
    expect(removed).not.toHaveProperty('defaultBillingAddressId');
  });

  it('keeps address custom fields (VAT number and its validation)', async () => {
    const { apply, store } = await withCustomer();
    const typeId = store.getByKey(RESOURCE.type, 'address-fields')?.id;
    const added = await apply({ action: 'addAddress', address: { ...KOSICE, custom: { type: { typeId: 'type', key: 'address-fields' }, fields: { vatNumber: 'SK2020202020' } } } });
    const office = added.addresses[0]!;
    expect(office.custom).toEqual({ type: { typeId: 'type', id: typeId }, fields: { vatNumber: 'SK2020202020' } });
    const validated = await apply({ action: 'setAddressCustomField', addressId: office.id!, name: 'vatValidated', value: true });
    expect(validated.addresses[0]?.custom?.fields).toEqual({ vatNumber: 'SK2020202020', vatValidated: true });
  });
});

describe('versions and batches', () => {
  it('refuses a stale version with ConcurrentModification carrying the current version', async () => {
    const { customers, apply, customer } = await withCustomer();
    const { id } = customer();
    await apply({ action: 'setFirstName', firstName: 'Jana' });
    const error = await failure(() => customers.update(id, 1, [{ action: 'setLastName', lastName: 'Nováková' }]));
    expect(error).toMatchObject({ statusCode: 409, code: 'ConcurrentModification', currentVersion: 2 });
    expect((await customers.get(id))?.lastName).toBeUndefined();
  });

  it('applies a batch all or nothing: a failing action leaves the customer (and its version) untouched', async () => {
    const { customers, customer, store } = await withCustomer();
    const before = store.get<StoredCustomer>(RESOURCE.customer, customer().id);
    const error = await failure(() => customers.update(customer().id, 1, [
      { action: 'setFirstName', firstName: 'Jana' },
      { action: 'addAddress', address: BRATISLAVA },
      { action: 'removeAddress', addressId: 'nope' },
    ]));
    expect(error).toMatchObject({ code: 'InvalidOperation' });
    expect(store.get<StoredCustomer>(RESOURCE.customer, customer().id)).toEqual(before);
  });

  it('refuses an unknown action by name', async () => {
    const { customers, customer } = await withCustomer();
    const error = await failure(() => customers.update(customer().id, 1, [{ action: 'setStores', stores: [] }]));
    expect(error).toMatchObject({ statusCode: 400, code: 'InvalidJsonInput' });
    expect(error.message).toContain("'setStores'");
  });

  it('answers an unknown customer with 404, and an empty batch with the customer unchanged', async () => {
    const { customers, customer } = await withCustomer();
    expect(await failure(() => customers.update('nobody', 1, []))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect(await customers.update(customer().id, 1, [])).toEqual(customer());
    expect(await customers.get('nobody')).toBeUndefined();
  });
});
