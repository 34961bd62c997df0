import { describe, expect, it } from '@jest/globals';
import { parseAddressForm, saveActions } from './address-form';

const post = (fields: Record<string, string>): URLSearchParams => new URLSearchParams(fields);

const BILLING = {
  'billing.firstName': ' Jana ',
  'billing.lastName': 'Nováková',
  'billing.streetName': 'Hlavná',
  'billing.streetNumber': '12',
  'billing.postalCode': '811 01',
  'billing.city': 'Bratislava',
  'billing.phone': '+421 900 123 456',
};

describe('parseAddressForm', () => {
  it('trims, and copies billing into shipping when it is the same (spec 2 §4 "before submit")', () => {
    const values = parseAddressForm(post({ email: 'jana@example.sk ', clientType: 'PRIVATE', shippingAddressType: 'SAME_AS_BILLING', ...BILLING, 'shipping.firstName': 'Other' }), { clientType: 'PRIVATE' });
    expect(values.email).toBe('jana@example.sk');
    expect(values.billing.firstName).toBe('Jana');
    expect(values.shipping.firstName).toBe('Jana');
    expect(values.shipping.postalCode).toBe('811 01');
  });

  it('clears company, department and VAT number for a private customer (spec 2 §4)', () => {
    const values = parseAddressForm(
      post({ clientType: 'private', ...BILLING, 'billing.company': 'Firma s.r.o.', 'billing.department': 'Nákup', 'billing.vatNumber': 'SK2020202020' }),
      { clientType: 'COMPANY' },
    );
    expect(values.clientType).toBe('PRIVATE');
    expect([values.billing.company, values.billing.department, values.billing.vatNumber]).toEqual(['', '', '']);
  });

  it('keeps the company fields for a company, but never puts the VAT number on the shipping address', () => {
    const values = parseAddressForm(
      post({ clientType: 'COMPANY', shippingAddressType: 'SAME_AS_BILLING', ...BILLING, 'billing.company': 'Firma s.r.o.', 'billing.vatNumber': 'SK2020202020' }),
      { clientType: 'PRIVATE' },
    );
    expect(values.billing.company).toBe('Firma s.r.o.');
    expect(values.billing.vatNumber).toBe('SK2020202020');
    expect(values.shipping.company).toBe('Firma s.r.o.');
    expect(values.shipping.vatNumber).toBe('');
  });

  it('reads a different shipping address on its own, and falls back to the defaults for unknown types', () => {
    const different = parseAddressForm(post({ shippingAddressType: 'DIFFERENT_FROM_BILLING', ...BILLING, 'shipping.firstName': 'Peter' }), { clientType: 'PRIVATE' });
    expect(different.shipping.firstName).toBe('Peter');
    expect(different.shipping.lastName).toBe('');
    const odd = parseAddressForm(post({ clientType: 'business', shippingAddressType: 'SAVED' }), { clientType: 'COMPANY' });
    expect([odd.clientType, odd.shippingAddressType]).toEqual(['COMPANY', 'SAME_AS_BILLING']);
  });
});

describe('saveActions', () => {
  it('is the e-mail, billing and shipping in the backend shapes: market country, filled fields only, VAT number in fax', () => {
    const values = parseAddressForm(
      post({ email: 'jana@example.sk', clientType: 'COMPANY', ...BILLING, 'billing.company': 'Firma', 'billing.vatNumber': 'SK2020202020' }),
      { clientType: 'PRIVATE' },
    );
    const [email, billing, shipping] = saveActions(values, 'SK') as [Record<string, unknown>, { address: Record<string, string> }, { address: Record<string, string> }];
    expect(email).toEqual({ action: 'setCustomerEmail', email: 'jana@example.sk' });
    expect(billing.address).toEqual({
      country: 'SK', company: 'Firma', fax: 'SK2020202020', firstName: 'Jana', lastName: 'Nováková', streetName: 'Hlavná',
      streetNumber: '12', postalCode: '811 01', city: 'Bratislava', phone: '+421 900 123 456', email: 'jana@example.sk',
    });
    expect(shipping.address.fax).toBeUndefined();
    expect(shipping.address.company).toBe('Firma');
    expect(shipping.address.id).toBeUndefined();
  });
});
