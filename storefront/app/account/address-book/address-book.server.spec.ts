import { describe, expect, it } from '@jest/globals';
import { BILLING_POSTAL_CODE_MESSAGE } from '@shop/domain';
import { BackendError } from '../../shop/backend.server';
import { accountShop, outcome, post, signedIn } from '../account-action.fixture';
import { addressBookAction, addressBookLoader } from './address-book.server';

const BILLING = '/my-account/billing-details';
const SHIPPING = '/my-account/shipping-details';

const saved = { id: 'a-1', country: 'DE', firstName: 'Anna', lastName: 'Schmidt', streetName: 'Hauptstraße', streetNumber: '5', postalCode: '10115', city: 'Berlin', phone: '+49 30 1234567', company: 'Werkbank GmbH', fax: '123456789' };
const home = { id: 'a-2', country: 'DE', firstName: 'Anna', lastName: 'Schmidt', streetName: 'Gartenweg', streetNumber: '2', postalCode: '80331', city: 'München', phone: '+49 89 7654321' };

const customer = {
  version: 4, email: 'anna@example.de', custom: { fields: { customerType: 'company' } },
  addresses: [saved, home], billingAddressIds: ['a-1'], shippingAddressIds: ['a-2'], defaultBillingAddressId: 'a-1',
};
const answers = { ...signedIn, getMe: { me: { customer } } };

const typed = (section: 'billing' | 'shipping', fields: Record<string, string> = {}) => ({
  clientType: 'COMPANY',
  ...Object.fromEntries(Object.entries({ company: 'Werkbank GmbH', firstName: 'Jonas', lastName: 'Weber', streetName: 'Lindenallee', streetNumber: '12a', postalCode: '50667', city: 'Köln', phone: '+49 221 998877', ...fields }).map(([field, value]) => [`${section}.${field}`, value])),
});

describe('billing and shipping details: the list', () => {
  it('lists only the page\'s own kind, the default marked, the VAT number read from fax; nothing saved yet opens the new address form', async () => {
    const billing = await addressBookLoader(accountShop(answers, { path: BILLING }).shop, 'billing');
    expect(billing.addresses.map(({ id, isDefault, clientType, values, countryName }) => ({ id, isDefault, clientType, vat: values.vatNumber, countryName }))).toEqual([
      { id: 'a-1', isDefault: true, clientType: 'COMPANY', vat: '123456789', countryName: 'Deutschland' },
    ]);
    expect(billing.editing).toBeNull();
    const empty = await addressBookLoader(accountShop({ ...signedIn, getMe: { me: { customer: { ...customer, addresses: [], billingAddressIds: [], shippingAddressIds: [] } } } }, { path: SHIPPING }).shop, 'shipping');
    expect([empty.addresses, empty.editing, empty.newClientType]).toEqual([[], 'new', 'COMPANY']);
  });

  it('opens the editor only for an address of the customer\'s own list', async () => {
    const own = await addressBookLoader(accountShop(answers, { path: `${SHIPPING}?edit=a-2` }).shop, 'shipping');
    const other = await addressBookLoader(accountShop(answers, { path: `${SHIPPING}?edit=someone-elses` }).shop, 'shipping');
    expect([own.editing, other.editing]).toEqual(['a-2', null]);
  });
});

describe('billing and shipping details: changes', () => {
  it('adds a billing address in the market\'s country with the VAT number in fax, makes it the default when asked, and goes back with the notice (303)', async () => {
    const { shop, written } = accountShop({
      ...answers,
      addBillingAddress: { user: { version: 5, billingAddressIds: ['a-1', 'a-3'] } },
      setDefaultBillingAddress: { user: { version: 6 } },
    }, { path: BILLING });
    expect(await outcome(() => addressBookAction(shop, post(BILLING, { intent: 'add', makeDefault: 'on', ...typed('billing', { vatNumber: 'DE 987 654 321' }) }), 'billing'))).toEqual({
      status: 303, location: `${BILLING}?done=added`,
    });
    expect(written()).toEqual([
      ['addBillingAddress', [{ version: 4 }, {
        country: 'DE', company: 'Werkbank GmbH', fax: 'DE 987 654 321', firstName: 'Jonas', lastName: 'Weber', streetName: 'Lindenallee', streetNumber: '12a', postalCode: '50667', city: 'Köln', phone: '+49 221 998877',
      }]],
      ['setDefaultBillingAddress', [{ version: 5 }, { id: 'a-3' }]],
    ]);
  });

  it('updates a shipping address by its id; a private customer\'s address keeps no company', async () => {
    const { shop, written } = accountShop({ ...answers, updateShippingAddress: { version: 5, shippingAddressIds: ['a-2'], addresses: [] } }, { path: SHIPPING });
    expect((await outcome(() => addressBookAction(shop, post(SHIPPING, { intent: 'update', id: 'a-2', ...typed('shipping'), clientType: 'PRIVATE' }), 'shipping'))).location).toBe(`${SHIPPING}?done=updated`);
    expect(written()).toEqual([
      ['updateShippingAddress', [{ version: 4 }, { country: 'DE', firstName: 'Jonas', lastName: 'Weber', streetName: 'Lindenallee', streetNumber: '12a', postalCode: '50667', city: 'Köln', phone: '+49 221 998877', id: 'a-2' }]],
    ]);
  });

  it.each([
    ['billing', BILLING, 'addresses.error.postalCode.billing'],
    ['shipping', SHIPPING, 'addresses.error.postalCode.shipping'],
  ] as const)('checks the postal code against the country (spec 2 §5) before anything is sent: %s', async (kind, path, message) => {
    const { shop, written } = accountShop(answers, { path });
    expect(await outcome(() => addressBookAction(shop, post(path, { intent: 'add', ...typed(kind, { postalCode: '1234' }) }), kind))).toMatchObject({
      status: 422, data: { problem: 'fields', fields: { [`${kind}.postalCode`]: { id: message } }, post: { values: { postalCode: '1234', city: 'Köln' } } },
    });
    expect(written()).toEqual([]);
  });

  it('shows the backend\'s postal-code refusal (spec 2 §8) on the field', async () => {
    const refused = new BackendError(400, { statusCode: 400, message: BILLING_POSTAL_CODE_MESSAGE }, 'updateBillingAddress');
    const { shop } = accountShop({ ...answers, updateBillingAddress: refused }, { path: BILLING });
    expect(await outcome(() => addressBookAction(shop, post(BILLING, { intent: 'update', id: 'a-1', ...typed('billing') }), 'billing'))).toMatchObject({
      status: 422, data: { problem: 'fields', fields: { 'billing.postalCode': { id: 'addresses.error.postalCode.billing' } } },
    });
  });

  it.each(['update', 'default', 'delete'])('refuses %s without an address id (spec 2 §5: updating or setting a default requires one), sending nothing', async (intent) => {
    const { shop, written } = accountShop(answers, { path: BILLING });
    expect(await outcome(() => addressBookAction(shop, post(BILLING, { intent, ...typed('billing') }), 'billing'))).toMatchObject({ status: 400, data: { problem: 'missingId' } });
    expect(written()).toEqual([]);
  });

  it('answers another customer\'s address id as gone (the backend\'s 404), the typed address kept', async () => {
    const notFound = new BackendError(404, { statusCode: 404, code: 'ResourceNotFound', message: "The Resource with ID 'x-9' was not found." }, 'updateBillingAddress');
    const { shop } = accountShop({ ...answers, updateBillingAddress: notFound, deleteBillingAddress: notFound }, { path: BILLING });
    expect(await outcome(() => addressBookAction(shop, post(BILLING, { intent: 'update', id: 'x-9', ...typed('billing') }), 'billing'))).toMatchObject({
      status: 404, data: { problem: 'gone', post: { id: 'x-9', values: { firstName: 'Jonas' } } },
    });
    expect(await outcome(() => addressBookAction(shop, post(BILLING, { intent: 'delete', id: 'x-9' }), 'billing'))).toMatchObject({ status: 404, data: { problem: 'gone' } });
  });

  it('deletes and sets defaults with each kind\'s own call', async () => {
    const { shop, written } = accountShop({ ...answers, removeShippingAddress: { version: 5 }, setDefaultShippingAddress: { version: 6 } }, { path: SHIPPING });
    expect((await outcome(() => addressBookAction(shop, post(SHIPPING, { intent: 'delete', id: 'a-2' }), 'shipping'))).location).toBe(`${SHIPPING}?done=deleted`);
    expect((await outcome(() => addressBookAction(shop, post(SHIPPING, { intent: 'default', id: 'a-2' }), 'shipping'))).location).toBe(`${SHIPPING}?done=default`);
    expect(written()).toEqual([['removeShippingAddress', [{ version: 4 }, { id: 'a-2' }]], ['setDefaultShippingAddress', [{ version: 4 }, { id: 'a-2' }]]]);
  });

  it('names a full address book, and a backend that does not answer', async () => {
    const full = new BackendError(400, { statusCode: 400, message: 'An address book holds at most 50 addresses: remove one before adding another.' }, 'addShippingAddress');
    const fullShop = accountShop({ ...answers, addShippingAddress: full }, { path: SHIPPING });
    const down = accountShop({ ...answers, addShippingAddress: new BackendError(502, { message: 'bad gateway' }, 'addShippingAddress') }, { path: SHIPPING });
    const add = post(SHIPPING, { intent: 'add', ...typed('shipping') });
    expect(await outcome(() => addressBookAction(fullShop.shop, add.clone(), 'shipping'))).toMatchObject({ status: 422, data: { problem: 'full' } });
    expect(await outcome(() => addressBookAction(down.shop, add, 'shipping'))).toMatchObject({ status: 503, data: { problem: 'unavailable', post: { values: { city: 'Köln' } } } });
  });
});
