import { describe, expect, it } from '@jest/globals';
import type { CountryCode } from '@shop/domain';
import { parseAddressForm } from './address-form';
import { validateAddressForm } from './form-errors';

const form = (country: CountryCode, fields: Record<string, string>) => {
  const values = parseAddressForm(
    new URLSearchParams({
      email: 'jana@example.com',
      'billing.firstName': 'Jana',
      'billing.lastName': 'Nowak',
      'billing.streetName': 'Main',
      'billing.streetNumber': '12',
      'billing.city': 'City',
      'billing.phone': '+48 600 100 200',
      ...fields,
    }),
    { clientType: 'PRIVATE' },
  );
  return validateAddressForm(values, country);
};

describe('validateAddressForm', () => {
  it('accepts a complete address with a postal code of the country', () => {
    expect(form('PL', { 'billing.postalCode': '00-950' })).toEqual({ fields: {}, form: [] });
    expect(form('NL', { 'billing.postalCode': '1012 AB' })).toEqual({ fields: {}, form: [] });
    expect(form('SK', { 'billing.postalCode': '81101' })).toEqual({ fields: {}, form: [] });
  });

  it("refuses another country's postal code with the spec's billing message and the form-level error", () => {
    for (const [country, postalCode] of [['PL', '00950'], ['NL', '0123 AB'], ['GB', '12345'], ['SK', '8110']] as const) {
      expect(form(country, { 'billing.postalCode': postalCode })).toEqual({
        fields: { 'billing.postalCode': { id: 'addresses.error.postalCode.billing' } },
        form: ['billing'],
      });
    }
  });

  it('checks a different shipping address with its own message', () => {
    const result = form('PL', {
      'billing.postalCode': '00-950', shippingAddressType: 'DIFFERENT_FROM_BILLING', 'shipping.firstName': 'Jan', 'shipping.lastName': 'K',
      'shipping.streetName': 'S', 'shipping.streetNumber': '1', 'shipping.city': 'C', 'shipping.phone': '600100200', 'shipping.postalCode': '1',
    });
    expect(result).toEqual({ fields: { 'shipping.postalCode': { id: 'addresses.error.postalCode.shipping' } }, form: ['shipping'] });
  });

  it('wants a digit in the street number except in CZ, PL and RO', () => {
    expect(form('SK', { 'billing.postalCode': '81101', 'billing.streetNumber': 'bez čísla' }).fields['billing.streetNumber']).toEqual({ id: 'addresses.error.streetNumber' });
    expect(form('PL', { 'billing.postalCode': '00-950', 'billing.streetNumber': 'bez numeru' }).fields).toEqual({});
    expect(form('CZ', { 'billing.postalCode': '110 00', 'billing.streetNumber': 'č.p. neuvedeno' }).fields).toEqual({});
  });

  it('reports required fields, the e-mail, the phone and lengths', () => {
    const result = form('SK', { email: 'jana@', 'billing.postalCode': '81101', 'billing.firstName': '', 'billing.phone': '0900 12', 'billing.city': 'x'.repeat(101) });
    expect(result.fields).toEqual({
      email: { id: 'addresses.error.email' },
      'billing.firstName': { id: 'addresses.error.required' },
      'billing.city': { id: 'addresses.error.max', values: { max: 100 } },
      'billing.phone': { id: 'addresses.error.phone', values: { digits: 8 } },
    });
    expect(result.form).toEqual(['contact', 'billing']);
  });

  it('wants a company name on the company path and checks a VAT number only for format', () => {
    const company = { clientType: 'COMPANY', 'billing.postalCode': '81101' };
    expect(form('SK', company).fields).toEqual({ 'billing.company': { id: 'addresses.error.required' } });
    expect(form('SK', { ...company, 'billing.company': 'Firma', 'billing.vatNumber': 'SK 2020-202-020' }).fields).toEqual({});
    expect(form('SK', { ...company, 'billing.company': 'Firma', 'billing.vatNumber': 'SK20202020AB' }).fields).toEqual({
      'billing.vatNumber': { id: 'addresses.error.vatNumber' },
    });
  });
});
