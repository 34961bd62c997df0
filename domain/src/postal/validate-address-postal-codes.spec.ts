import { describe, expect, it } from '@jest/globals';
import { UNCONVERTIBLE_ADDRESS_NOTE } from './address-messages.js';
import { validateAddressPostalCodes, type PostalAddress } from './validate-address-postal-codes.js';

const BILLING = 'Postal code is incorrect in billing address';
const shipping = (address: unknown) => `Postal code is incorrect in shipping address: ${JSON.stringify(address)}`;

describe('postal codes of the addresses set on a cart (spec 2 §5, messages spec 2 §8)', () => {
  const goodSk = { firstName: 'Jana', country: 'SK', postalCode: '811 01' };
  const badSk = { firstName: 'Jana', country: 'SK', postalCode: '8110' };
  const goodPl = { country: 'PL', postalCode: '00-950' };
  const badPl = { country: 'PL', postalCode: '00950' };

  it.each([
    ['both valid', { billingAddress: goodSk, shippingAddress: goodPl }, []],
    ['no addresses', {}, []],
    ['null addresses', { billingAddress: null, shippingAddress: null }, []],
    ['billing invalid', { billingAddress: badSk, shippingAddress: goodPl }, [BILLING]],
    ['shipping invalid', { billingAddress: goodSk, shippingAddress: badPl }, [shipping(badPl)]],
    ['both invalid: billing first', { billingAddress: badSk, shippingAddress: badPl }, [BILLING, shipping(badPl)]],
    ['only shipping given, invalid', { shippingAddress: badSk }, [shipping(badSk)]],
    ['a country without a pattern', { billingAddress: { country: 'US', postalCode: 'x' } }, []],
    // Our reading: a missing postal code is checked as '' and fails in every market…
    ['missing postal code in a market', { billingAddress: { country: 'DE' } }, [BILLING]],
    ['null postal code in a market', { billingAddress: { country: 'DE', postalCode: null } }, [BILLING]],
    // …while an address without a country has no pattern to fail.
    ['missing country', { billingAddress: { postalCode: 'whatever' } }, []],
  ] as Array<[string, { billingAddress?: PostalAddress | null; shippingAddress?: PostalAddress | null }, string[]]>)(
    '%s',
    (_case, addresses, expected) => {
      expect(validateAddressPostalCodes(addresses)).toEqual(expected);
    },
  );

  it('uses the unconvertible note for a circular shipping address', () => {
    const address: PostalAddress & { self?: unknown } = { country: 'CZ', postalCode: '1100' };
    address.self = address;
    expect(validateAddressPostalCodes({ shippingAddress: address })).toEqual([
      `Postal code is incorrect in shipping address: ${UNCONVERTIBLE_ADDRESS_NOTE}`,
    ]);
  });
});
