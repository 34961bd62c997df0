import { describe, expect, it } from '@jest/globals';
import { BackendError, type BackendClient } from '../../../shop/backend.server';
import type { ShopRequest } from '../../../shop/shop-context';
import { addressesAction, type AddressesRefusal } from '../addresses.server';

/*
 * The addresses step's post for a signed-in customer (spec 2 §4 "after submit"): what the address
 * book is asked, and that the cart's addresses carry the book's ids. The backend is a recording
 * fake; the action under test is the real one.
 */

type Answer = unknown | Error | ((payload: unknown[]) => unknown);

const works = { id: 'works', country: 'DE', company: 'Werkzeug GmbH', firstName: 'Käthe', lastName: 'Müller', streetName: 'Hafenweg', streetNumber: '8', postalCode: '20095', city: 'Hamburg', phone: '+49 40 7654321', fax: 'DE123456789' };
const depot = { id: 'depot', country: 'DE', firstName: 'Lager', lastName: 'Nord', streetName: 'Kaistraße', streetNumber: '2', postalCode: '24103', city: 'Kiel', phone: '+49 431 1234567' };
const customer = { email: 'kaethe@example.de', addresses: [works, depot], billingAddressIds: ['works'], shippingAddressIds: ['depot'], defaultBillingAddressId: 'works', defaultShippingAddressId: 'depot' };

function fakeShop(answers: Record<string, Answer>) {
  const calls: [string, unknown[]][] = [];
  const backend = {
    call: async (method: string, payload: unknown[]) => {
      calls.push([method, payload]);
      const answer = answers[method];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer(payload) : (answer ?? {});
    },
    // The VAT call answers as in a store without VAT validation: the VAT field's check has its own
    // specs (vat/), and here it must not add calls to the ones this spec counts.
    get: async (path: string) => {
      throw new BackendError(403, { message: 'VAT validation is off' }, path);
    },
  } as unknown as BackendClient;
  const shop = { backend, storeKey: 'ex-de', country: 'DE', language: 'de', locale: 'de-DE', languagePrefix: '', nativeRouting: false, url: new URL('http://de.localhost/checkout/addresses'), origin: 'https://www.proequip.de' } as unknown as ShopRequest;
  return { shop, calls, names: () => calls.map(([method]) => method) };
}

const signedIn = { getMe: { me: { customer } }, getMyCart: { cart: { id: 'cart-1', version: 3, lineItems: [{ id: 'l1' }] } } };
const guest = { getMe: new BackendError(401, { message: 'not signed in' }, 'getMe'), getMyCart: signedIn.getMyCart };

const BILLING = {
  email: 'kaethe@example.de', clientType: 'COMPANY', shippingAddressType: 'SAME_AS_BILLING',
  'billing.company': 'Neue Werkstatt GmbH', 'billing.vatNumber': 'DE111222333', 'billing.firstName': 'Käthe', 'billing.lastName': 'Müller',
  'billing.streetName': 'Torstraße', 'billing.streetNumber': '5', 'billing.postalCode': '10119', 'billing.city': 'Berlin', 'billing.phone': '+49 30 5550123',
};

const post = (fields: Record<string, string>) => new Request('http://de.localhost/checkout/addresses', { method: 'POST', body: new URLSearchParams(fields) });

async function run(shop: ShopRequest, fields: Record<string, string>): Promise<{ status: number; body?: AddressesRefusal; location?: string | null }> {
  try {
    const answer = (await addressesAction(shop, post(fields))) as unknown as { data: AddressesRefusal; init?: { status?: number } };
    return { status: answer.init?.status ?? 200, body: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

const cartActions = (calls: [string, unknown[]][]) => (calls.find(([method]) => method === 'updateCart')?.[1][1] as { actions: { action: string; address?: Record<string, string> }[] }).actions;

describe('saving the checkout’s addresses to the account', () => {
  it('a new billing address with save ticked is added (VAT number in fax), made the default, and the cart carries its id', async () => {
    const { shop, calls, names } = fakeShop({ ...signedIn, addBillingAddress: { user: { ...customer, billingAddressIds: ['works', 'new-1'] } } });
    const answer = await run(shop, { ...BILLING, 'billing.save': 'on' });
    expect(answer).toMatchObject({ status: 303, location: '/checkout/payment' });
    expect(names().filter((name) => name !== 'getMe' && name !== 'getMyCart')).toEqual(['addBillingAddress', 'setDefaultBillingAddress', 'updateCart']);
    expect(calls.find(([method]) => method === 'addBillingAddress')?.[1][1]).toMatchObject({ company: 'Neue Werkstatt GmbH', fax: 'DE111222333', postalCode: '10119', country: 'DE' });
    expect(calls.find(([method]) => method === 'setDefaultBillingAddress')?.[1][1]).toEqual({ id: 'new-1' });
    const actions = cartActions(calls);
    expect(actions.find((action) => action.action === 'setBillingAddress')?.address).toMatchObject({ id: 'new-1', city: 'Berlin' });
    expect(actions.find((action) => action.action === 'setShippingAddress')?.address?.id).toBeUndefined();
  });

  it('a saved billing address with save ticked is updated; without save it is only made the default', async () => {
    const updated = fakeShop(signedIn);
    await run(updated.shop, { ...BILLING, 'billing.id': 'works', 'billing.save': 'on' });
    expect(updated.names()).toEqual(expect.arrayContaining(['updateBillingAddress', 'setDefaultBillingAddress']));
    expect(updated.calls.find(([method]) => method === 'updateBillingAddress')?.[1][1]).toMatchObject({ id: 'works', company: 'Neue Werkstatt GmbH', fax: 'DE111222333' });

    const chosen = fakeShop(signedIn);
    await run(chosen.shop, { ...BILLING, 'billing.id': 'works' });
    expect(chosen.names().filter((name) => /Address$/.test(name) && name !== 'setBillingAddress')).toEqual(['setDefaultBillingAddress']);
    expect(cartActions(chosen.calls).find((action) => action.action === 'setBillingAddress')?.address?.id).toBe('works');
  });

  it('another customer’s address id is never written or set as default', async () => {
    const { shop, calls, names } = fakeShop(signedIn);
    await run(shop, { ...BILLING, 'billing.id': 'someone-elses', 'billing.save': 'on' });
    expect(names()).not.toContain('updateBillingAddress');
    expect(calls.find(([method]) => method === 'addBillingAddress')?.[1][1]).not.toHaveProperty('id');
  });

  it('a new shipping address with save ticked is added and made the default shipping address', async () => {
    const { shop, calls, names } = fakeShop({ ...signedIn, addShippingAddress: { version: 4, shippingAddressIds: ['depot', 'ship-2'], addresses: [] } });
    const answer = await run(shop, {
      ...BILLING, shippingAddressType: 'NEW_ADDRESS', 'shipping.save': 'on', 'shipping.company': 'Neue Werkstatt GmbH', 'shipping.firstName': 'Lager', 'shipping.lastName': 'Süd',
      'shipping.streetName': 'Hafenstraße', 'shipping.streetNumber': '1', 'shipping.postalCode': '80331', 'shipping.city': 'München', 'shipping.phone': '+49 89 1234567',
    });
    expect(answer.status).toBe(303);
    expect(names()).toEqual(expect.arrayContaining(['addShippingAddress', 'setDefaultShippingAddress']));
    expect(calls.find(([method]) => method === 'setDefaultShippingAddress')?.[1][1]).toEqual({ id: 'ship-2' });
    expect(cartActions(calls).find((action) => action.action === 'setShippingAddress')?.address).toMatchObject({ id: 'ship-2', city: 'München' });
  });

  it('a guest’s post never reaches the address book, whatever it carries', async () => {
    const { shop, calls, names } = fakeShop(guest);
    const answer = await run(shop, { ...BILLING, 'billing.id': 'works', 'billing.save': 'on', 'shipping.id': 'depot', 'shipping.save': 'on' });
    expect(answer.status).toBe(303);
    expect(names().some((name) => /(add|update|setDefault)(Billing|Shipping)Address/.test(name))).toBe(false);
    expect(cartActions(calls).find((action) => action.action === 'setBillingAddress')?.address?.id).toBeUndefined();
    // A saved-address type posted by a guest is read as the guest's different address.
    const typed = await run(fakeShop(guest).shop, { ...BILLING, shippingAddressType: 'SAVED_ADDRESS', 'shipping.id': 'depot' });
    expect(typed.body?.values.shippingAddressType).toBe('DIFFERENT_FROM_BILLING');
  });

  it('the book refusing the address shows the form again with the reason, and the cart is left alone', async () => {
    const refused = new BackendError(400, { message: 'Postal code is incorrect in billing address' }, 'addBillingAddress');
    const { shop, names } = fakeShop({ ...signedIn, addBillingAddress: refused });
    const answer = await run(shop, { ...BILLING, 'billing.save': 'on' });
    expect(answer.status).toBe(422);
    expect(answer.body?.errors.fields['billing.postalCode']).toEqual({ id: 'addresses.error.postalCode.billing' });
    expect(names()).not.toContain('updateCart');
  });
});

describe('choosing a saved address without JavaScript', () => {
  it('answers the form filled with the chosen address and its client type, and saves nothing', async () => {
    const { shop, names } = fakeShop(signedIn);
    const answer = await run(shop, { ...BILLING, clientType: 'PRIVATE', 'billing.company': '', useSavedAddress: 'billing:works' });
    expect(answer.status).toBe(200);
    expect(answer.body?.values.clientType).toBe('COMPANY');
    expect(answer.body?.values.billing).toMatchObject({ company: 'Werkzeug GmbH', city: 'Hamburg', vatNumber: 'DE123456789' });
    expect(answer.body?.account?.billingId).toBe('works');
    expect(answer.body?.errors).toEqual({ fields: {}, form: [] });
    expect(names()).not.toContain('updateCart');

    const shipping = await run(fakeShop(signedIn).shop, { ...BILLING, shippingAddressType: 'SAVED_ADDRESS', useSavedAddress: 'shipping:depot' });
    expect(shipping.body?.values).toMatchObject({ shippingAddressType: 'SAVED_ADDRESS', clientType: 'PRIVATE' });
    expect(shipping.body?.values.shipping.city).toBe('Kiel');
    expect(shipping.body?.account?.shippingId).toBe('depot');
  });
});
