import { describe, expect, it } from '@jest/globals';
import { prefilledForm } from './cart-prefill';

const saved = { country: 'SK', firstName: 'Jana', lastName: 'Nováková', streetName: 'Hlavná', streetNumber: '1', postalCode: '81101', city: 'Bratislava', phone: '+421900123456' };

describe('prefilledForm', () => {
  it('opens empty with the market default (private) and same-as-billing for a new cart', () => {
    const values = prefilledForm({ billingAddress: { country: 'SK' }, shippingAddress: { country: 'SK' } }, 'SK', {});
    expect([values.email, values.clientType, values.shippingAddressType, values.billing.firstName]).toEqual(['', 'PRIVATE', 'SAME_AS_BILLING', '']);
  });

  it("fills the cart's saved e-mail and addresses; a company name means company, another shipping address means different", () => {
    const values = prefilledForm(
      { customerEmail: 'jana@example.sk', billingAddress: { ...saved, company: 'Firma', fax: 'SK2020202020', id: 'a1' }, shippingAddress: { ...saved, firstName: 'Peter' } },
      'SK',
      {},
    );
    expect(values.email).toBe('jana@example.sk');
    expect(values.clientType).toBe('COMPANY');
    expect(values.billing.vatNumber).toBe('SK2020202020');
    expect(values.shippingAddressType).toBe('DIFFERENT_FROM_BILLING');
    expect(values.shipping.firstName).toBe('Peter');
  });

  it('follows the remembered choices (cookies), copying billing into shipping when the same (spec 2 §4 "on load")', () => {
    const values = prefilledForm({ billingAddress: { ...saved, company: 'Firma' }, shippingAddress: { ...saved, firstName: 'Peter' } }, 'SK', {
      clientType: 'PRIVATE',
      shippingAddressType: 'SAME_AS_BILLING',
    });
    expect(values.billing.company).toBe('');
    expect(values.shipping.firstName).toBe('Jana');
  });

  it("resets an address of another country than the market's (spec 2 §4 billing, on load)", () => {
    expect(prefilledForm({ billingAddress: { ...saved, country: 'CZ' } }, 'SK', {}).billing.firstName).toBe('');
  });

  it("fills a signed-in customer's e-mail and names where the cart has none, and never overwrites the cart's", () => {
    const customer = { email: 'martin@example.sk', firstName: 'Martin', lastName: 'Kováč' };
    const fresh = prefilledForm({ billingAddress: { country: 'SK' }, shippingAddress: { country: 'SK' } }, 'SK', {}, customer);
    expect([fresh.email, fresh.billing.firstName, fresh.billing.lastName, fresh.shipping.firstName, fresh.shipping.lastName])
      .toEqual(['martin@example.sk', 'Martin', 'Kováč', 'Martin', 'Kováč']);

    const filled = prefilledForm({ customerEmail: 'jana@example.sk', billingAddress: saved, shippingAddress: { ...saved, firstName: 'Peter' } }, 'SK', {}, customer);
    expect([filled.email, filled.billing.firstName, filled.billing.lastName, filled.shipping.firstName]).toEqual(['jana@example.sk', 'Jana', 'Nováková', 'Peter']);

    // A different shipping address without names yet gets the customer's too.
    const different = prefilledForm({ billingAddress: saved, shippingAddress: { country: 'SK' } }, 'SK', { shippingAddressType: 'DIFFERENT_FROM_BILLING' }, customer);
    expect([different.shipping.firstName, different.shipping.lastName]).toEqual(['Martin', 'Kováč']);
  });
});
