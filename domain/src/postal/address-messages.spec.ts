import { describe, expect, it } from '@jest/globals';
import {
  BILLING_POSTAL_CODE_MESSAGE,
  UNCONVERTIBLE_ADDRESS_NOTE,
  billingPostalCodeMessage,
  shippingPostalCodeMessage,
} from './address-messages.js';

describe('address error messages (spec 2 §8)', () => {
  it('billing: the spec text, word for word', () => {
    expect(billingPostalCodeMessage()).toBe('Postal code is incorrect in billing address');
    expect(BILLING_POSTAL_CODE_MESSAGE).toBe(billingPostalCodeMessage());
  });

  it('shipping: the spec text followed by the address as JSON', () => {
    const address = { firstName: 'Jana', postalCode: '8110', country: 'SK' };
    expect(shippingPostalCodeMessage(address)).toBe(
      'Postal code is incorrect in shipping address: {"firstName":"Jana","postalCode":"8110","country":"SK"}',
    );
  });

  it('shipping: a circular address gets the unconvertible note instead of throwing', () => {
    const address: Record<string, unknown> = { postalCode: 'x', country: 'DE' };
    address['self'] = address;
    expect(shippingPostalCodeMessage(address)).toBe(
      `Postal code is incorrect in shipping address: ${UNCONVERTIBLE_ADDRESS_NOTE}`,
    );
  });

  it.each([
    ['a BigInt field', { postalCode: 1n }],
    ['undefined (JSON.stringify returns undefined)', undefined],
  ])('shipping: %s also gets the unconvertible note', (_case, address) => {
    expect(shippingPostalCodeMessage(address)).toBe(
      `Postal code is incorrect in shipping address: ${UNCONVERTIBLE_ADDRESS_NOTE}`,
    );
  });
});
