import { describe, expect, it } from '@jest/globals';
import { EMPTY_ADDRESS, type AddressFormValues } from '../address-form';
import { accountPrefill, checkoutForm, postedAccount, type AccountCustomer } from './checkout-account';
import { usedChoice, withChosenAddress } from './chosen-address';
import { offeredShippingType, shippingTypesFor } from './shipping-types';

const home = { id: 'home', country: 'DE', firstName: 'Käthe', lastName: 'Müller', streetName: 'Invalidenstraße', streetNumber: '3', postalCode: '10115', city: 'Berlin', phone: '+49 30 1234567' };
const works = { id: 'works', country: 'DE', company: 'Werkzeug GmbH', firstName: 'Käthe', lastName: 'Müller', streetName: 'Hafenweg', streetNumber: '8', postalCode: '20095', city: 'Hamburg', phone: '+49 40 7654321', fax: 'DE123456789' };
const vienna = { id: 'vienna', country: 'AT', firstName: 'Käthe', lastName: 'Müller', streetName: 'Ring', streetNumber: '1', postalCode: '1010', city: 'Wien', phone: '+43 1 234' };
const depot = { id: 'depot', country: 'DE', firstName: 'Lager', lastName: 'Nord', streetName: 'Kaistraße', streetNumber: '2', postalCode: '24103', city: 'Kiel', phone: '+49 431 1' };

const customer: AccountCustomer & { email: string } = {
  email: 'kaethe@example.de',
  addresses: [home, works, vienna, depot],
  billingAddressIds: ['home', 'works', 'vienna'],
  shippingAddressIds: ['depot'],
  defaultBillingAddressId: 'works',
  defaultShippingAddressId: 'depot',
};

describe('a signed-in checkout on load (spec 2 §4)', () => {
  it('a customer registered as a company starts as a company with its name and VAT ID; a remembered choice or a saved private address wins', () => {
    const company: AccountCustomer = { companyName: 'Huber Gartengeräte GmbH', vatId: 'U12345678', custom: { fields: { customerType: 'company' } } };
    const { values } = checkoutForm(null, 'AT', {}, company);
    expect(values.clientType).toBe('COMPANY');
    expect(values.billing).toMatchObject({ company: 'Huber Gartengeräte GmbH', vatNumber: 'U12345678' });
    expect(checkoutForm(null, 'AT', { clientType: 'PRIVATE' }, company).values).toMatchObject({ clientType: 'PRIVATE', billing: { company: '' } });
    const withHome: AccountCustomer = { ...company, addresses: [{ ...home, country: 'AT', postalCode: '1010' }], billingAddressIds: ['home'] };
    expect(checkoutForm(null, 'AT', {}, withHome).values.clientType).toBe('PRIVATE');
    expect(checkoutForm(null, 'AT', {}, { ...company, custom: { fields: { customerType: 'private' } } }).values.clientType).toBe('PRIVATE');
  });

  it('takes the default saved billing address of the country into an empty cart, as a company since it has one, with its VAT number', () => {
    const { values, account } = checkoutForm({ customerEmail: null }, 'DE', {}, customer);
    expect(values.email).toBe('kaethe@example.de');
    expect(values.clientType).toBe('COMPANY');
    expect(values.billing).toMatchObject({ company: 'Werkzeug GmbH', city: 'Hamburg', vatNumber: 'DE123456789' });
    expect(account?.billingId).toBe('works');
    expect(account?.billing.map((address) => address.id)).toEqual(['works', 'home']);
    expect(account?.billing[0]?.isDefault).toBe(true);
  });

  it('a saved private address makes the client private even if a company was remembered', () => {
    const privateOnly = { ...customer, defaultBillingAddressId: 'home' };
    expect(checkoutForm(null, 'DE', { clientType: 'COMPANY' }, privateOnly).values.clientType).toBe('PRIVATE');
  });

  it('keeps the cart’s own billing address once it has a postal code; its id says whether it is a saved one', () => {
    const typed = { country: 'DE', firstName: 'Otto', postalCode: '01067', city: 'Dresden' };
    const fromCart = checkoutForm({ billingAddress: typed }, 'DE', {}, customer);
    expect(fromCart.values.billing.city).toBe('Dresden');
    expect(fromCart.account?.billingId).toBe('');
    expect(checkoutForm({ billingAddress: { ...home, city: 'Berlin-Mitte' } }, 'DE', {}, customer).account?.billingId).toBe('home');
  });

  it('resets a billing address of another country to an empty one of the market', () => {
    const { values, account } = checkoutForm({ billingAddress: { ...vienna } }, 'DE', {}, customer);
    expect(values.billing.city).toBe('');
    expect(account?.billingId).toBe('');
  });

  it('prefills the customer’s VAT ID when the address has none', () => {
    const { cart } = accountPrefill(null, { ...customer, defaultBillingAddressId: 'home', vatId: 'DE987654321' }, 'DE', {});
    expect(cart.billingAddress).toMatchObject({ id: 'home', fax: 'DE987654321' });
  });

  it('a remembered saved shipping type shows the default saved shipping address; without saved ones a customer gets a new address', () => {
    const { values, account } = checkoutForm(null, 'DE', { shippingAddressType: 'SAVED_ADDRESS' }, customer);
    expect(values.shippingAddressType).toBe('SAVED_ADDRESS');
    expect(values.shipping.city).toBe('Kiel');
    expect(account?.shippingId).toBe('depot');
    const noShipping = { ...customer, shippingAddressIds: [] };
    expect(checkoutForm(null, 'DE', { shippingAddressType: 'SAVED_ADDRESS' }, noShipping).values.shippingAddressType).toBe('NEW_ADDRESS');
  });

  it('a guest keeps the two guest types; a customer never sees the guest’s different-address type', () => {
    expect(shippingTypesFor(undefined)).toEqual(['SAME_AS_BILLING', 'DIFFERENT_FROM_BILLING']);
    const { account } = checkoutForm(null, 'DE', {}, customer);
    expect(shippingTypesFor(account)).toEqual(['SAME_AS_BILLING', 'SAVED_ADDRESS', 'NEW_ADDRESS']);
    expect(offeredShippingType('DIFFERENT_FROM_BILLING', account)).toBe('NEW_ADDRESS');
    expect(offeredShippingType('SAVED_ADDRESS', undefined)).toBe('DIFFERENT_FROM_BILLING');
    expect(checkoutForm(null, 'DE', {}, undefined).account).toBeUndefined();
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

const typed: AddressFormValues = {
  email: 'kaethe@example.de', clientType: 'PRIVATE', shippingAddressType: 'SAME_AS_BILLING',
  billing: { ...EMPTY_ADDRESS, firstName: 'Typed', postalCode: '10115' }, shipping: { ...EMPTY_ADDRESS, firstName: 'Typed', postalCode: '10115' },
};

describe('the posted account choices', () => {
  it('keeps only ids of the customer’s own saved addresses of the right kind', () => {
    expect(postedAccount(form({ 'billing.id': 'works' }), typed, customer, 'DE').billingId).toBe('works');
    expect(postedAccount(form({ 'billing.id': 'someone-elses' }), typed, customer, 'DE').billingId).toBe('');
    expect(postedAccount(form({ 'billing.id': 'depot' }), typed, customer, 'DE').billingId).toBe('');
    expect(postedAccount(form({ 'billing.id': 'vienna' }), typed, customer, 'DE').billingId).toBe('');
    const saved = { ...typed, shippingAddressType: 'SAVED_ADDRESS' as const };
    expect(postedAccount(form({ 'shipping.id': 'depot' }), saved, customer, 'DE').shippingId).toBe('depot');
    expect(postedAccount(form({ 'shipping.id': 'depot' }), typed, customer, 'DE').shippingId).toBe('');
  });

  it('a ticked shipping save counts only when shipping is not the billing address', () => {
    expect(postedAccount(form({ 'billing.save': 'on', 'shipping.save': 'on' }), typed, customer, 'DE')).toMatchObject({ saveBilling: true, saveShipping: false });
    expect(postedAccount(form({ 'shipping.save': 'on' }), { ...typed, shippingAddressType: 'NEW_ADDRESS' }, customer, 'DE').saveShipping).toBe(true);
  });

  it('reads the use button: a section and an id, or a new billing address', () => {
    expect(usedChoice(form({ useSavedAddress: 'billing:works' }))).toEqual({ section: 'billing', id: 'works' });
    expect(usedChoice(form({ useSavedAddress: 'billing:new' }))).toEqual({ section: 'billing', id: '' });
    expect(usedChoice(form({ useSavedAddress: 'payment:x' }))).toBeUndefined();
    expect(usedChoice(form({}))).toBeUndefined();
  });
});

describe('choosing a saved address (spec 2 §4)', () => {
  const account = postedAccount(form({}), typed, customer, 'DE');

  it('a saved company billing address sets the details and the client type to company; shipping the same follows', () => {
    const { values, account: after } = withChosenAddress(typed, account, { section: 'billing', id: 'works' });
    expect(values.clientType).toBe('COMPANY');
    expect(values.billing).toMatchObject({ company: 'Werkzeug GmbH', vatNumber: 'DE123456789', city: 'Hamburg' });
    expect(values.shipping).toMatchObject({ company: 'Werkzeug GmbH', city: 'Hamburg', vatNumber: '' });
    expect(after.billingId).toBe('works');
  });

  it('a saved shipping address switches the type to saved and sets the shipping details, private without a company', () => {
    const company = { ...typed, clientType: 'COMPANY' as const, billing: { ...typed.billing, company: 'Alt GmbH' } };
    const { values, account: after } = withChosenAddress(company, account, { section: 'shipping', id: 'depot' });
    expect(values).toMatchObject({ clientType: 'PRIVATE', shippingAddressType: 'SAVED_ADDRESS' });
    expect(values.shipping.city).toBe('Kiel');
    expect(values.billing.company).toBe('');
    expect(after.shippingId).toBe('depot');
  });

  it('a new billing address empties the details; an unknown id changes nothing', () => {
    const chosen = withChosenAddress(typed, { ...account, billingId: 'home' }, { section: 'billing', id: '' });
    expect(chosen.values.billing).toEqual(EMPTY_ADDRESS);
    expect(chosen.account.billingId).toBe('');
    expect(withChosenAddress(typed, account, { section: 'billing', id: 'someone-elses' }).values).toBe(typed);
  });
});
