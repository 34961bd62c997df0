import { describe, expect, it } from '@jest/globals';
import { ownSavedAddress, savedAddressesOf, type AddressBookCustomer } from './address-book.js';

const customer: AddressBookCustomer = {
  addresses: [
    { id: 'a', country: 'DE', postalCode: '10115', firstName: 'Anna' },
    { id: 'b', country: 'AT', postalCode: '1010', firstName: 'Bernd' },
    { id: 'c', country: 'DE', postalCode: '80331', company: 'Werkzeug GmbH' },
    { id: 'd', country: 'DE', postalCode: '20095', firstName: 'Dora' },
  ],
  billingAddressIds: ['a', 'b', 'c'],
  shippingAddressIds: ['d', 'a'],
  defaultBillingAddressId: 'c',
  defaultShippingAddressId: null,
};

describe('saved addresses of a kind in the market’s country (spec 2 §4)', () => {
  it('lists the kind’s addresses of the country only, the default first, then as saved', () => {
    expect(savedAddressesOf(customer, 'billing', 'DE').map((address) => address.id)).toEqual(['c', 'a']);
    expect(savedAddressesOf(customer, 'billing', 'AT').map((address) => address.id)).toEqual(['b']);
    expect(savedAddressesOf(customer, 'shipping', 'DE').map((address) => address.id)).toEqual(['d', 'a']);
  });

  it('has nothing for a guest, an empty book or a country without addresses', () => {
    expect(savedAddressesOf(undefined, 'billing', 'DE')).toEqual([]);
    expect(savedAddressesOf({}, 'shipping', 'DE')).toEqual([]);
    expect(savedAddressesOf(customer, 'shipping', 'FI')).toEqual([]);
  });

  it('finds an own address by id only within the kind and country; an unknown or empty id is nothing', () => {
    expect(ownSavedAddress(customer, 'billing', 'DE', 'a')?.firstName).toBe('Anna');
    expect(ownSavedAddress(customer, 'billing', 'DE', 'd')).toBeUndefined();
    expect(ownSavedAddress(customer, 'billing', 'DE', 'b')).toBeUndefined();
    expect(ownSavedAddress(customer, 'billing', 'DE', 'someone-elses')).toBeUndefined();
    expect(ownSavedAddress(customer, 'billing', 'DE', '')).toBeUndefined();
  });
});
