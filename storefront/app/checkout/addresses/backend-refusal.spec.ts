import { describe, expect, it } from '@jest/globals';
import { refusalErrors, refusalMessages } from './backend-refusal';

const same = { shippingAddressType: 'SAME_AS_BILLING' } as const;
const different = { shippingAddressType: 'DIFFERENT_FROM_BILLING' } as const;

describe('refusalErrors', () => {
  it("puts the backend's postal-code messages (spec 2 §8) on the postal-code field of their address", () => {
    expect(refusalErrors({ statusCode: 400, message: 'Postal code is incorrect in billing address' }, different)).toEqual({
      fields: { 'billing.postalCode': { id: 'addresses.error.postalCode.billing' } },
      form: ['billing'],
    });
    const shipping = { statusCode: 400, message: 'Postal code is incorrect in shipping address: {"country":"PL","postalCode":"1"}' };
    expect(refusalErrors(shipping, different)).toEqual({
      fields: { 'shipping.postalCode': { id: 'addresses.error.postalCode.shipping' } },
      form: ['shipping'],
    });
    // The shopper sees only billing when shipping is the same: the problem is shown there.
    expect(refusalErrors(shipping, same)).toEqual({
      fields: { 'billing.postalCode': { id: 'addresses.error.postalCode.billing' } },
      form: ['billing'],
    });
  });

  it("maps the validation pipe's property paths to fields by the action's index (e-mail, billing, shipping)", () => {
    const body = {
      statusCode: 400,
      message: ['payload[1].actions[0].email must be an e-mail address', 'payload[1].actions[2].address.city must be shorter than or equal to 100 characters'],
      errors: ['payload[1].actions[0].email must be an e-mail address'],
    };
    expect(refusalErrors(body, different)).toEqual({
      fields: { email: { id: 'addresses.error.email' }, 'shipping.city': { id: 'addresses.error.invalid' } },
      form: ['contact', 'shipping'],
    });
    expect(refusalErrors({ message: 'payload[1].actions[1].address.fax must be shorter than or equal to 50 characters' }, same).fields).toEqual({
      'billing.vatNumber': { id: 'addresses.error.invalid' },
    });
  });

  it('gives a section error for an address problem without a field, and "refused" for anything else', () => {
    expect(refusalErrors({ message: "payload[1].actions[2]: address.country must be the market's country SK" }, different)).toEqual({
      fields: {},
      form: ['shipping'],
    });
    expect(refusalErrors({ message: 'Cart version conflict' }, same)).toEqual({ fields: {}, form: ['refused'] });
    expect(refusalErrors('<html>Bad gateway</html>', same)).toEqual({ fields: {}, form: ['refused'] });
  });
});

describe('refusalMessages', () => {
  it('reads message strings and lists and the errors list once each', () => {
    expect(refusalMessages({ message: ['a', 'b'], errors: ['a'] })).toEqual(['a', 'b']);
    expect(refusalMessages(undefined)).toEqual([]);
  });
});
