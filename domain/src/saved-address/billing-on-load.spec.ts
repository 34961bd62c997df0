import { describe, expect, it } from '@jest/globals';
import { billingOnLoad } from './billing-on-load.js';

const saved = [
  { id: 'default', country: 'DE', postalCode: '80331', company: 'Werkzeug GmbH', fax: '' },
  { id: 'other', country: 'DE', postalCode: '10115', firstName: 'Anna' },
];

describe('billing address on load (spec 2 §4)', () => {
  it('takes the first saved address of the country when there is no postal code yet; the type is saved', () => {
    expect(billingOnLoad(undefined, saved, 'DE')).toEqual({ address: saved[0], type: 'SAVED_BILLING_ADDRESS' });
    expect(billingOnLoad({ country: 'DE', firstName: 'Typed' }, saved, 'DE')).toEqual({ address: saved[0], type: 'SAVED_BILLING_ADDRESS' });
  });

  it('keeps what the checkout holds once it has a postal code; without an id the type is new', () => {
    const cart = { country: 'DE', postalCode: '01067', city: 'Dresden' };
    expect(billingOnLoad(cart, saved, 'DE')).toEqual({ address: cart, type: 'NEW_BILLING_ADDRESS' });
    const chosen = { ...saved[1]!, city: 'Berlin' };
    expect(billingOnLoad(chosen, saved, 'DE').type).toBe('SAVED_BILLING_ADDRESS');
  });

  it('prefills the VAT number (kept in fax) from the customer’s VAT ID only when empty', () => {
    expect(billingOnLoad(undefined, saved, 'DE', 'DE123456789').address).toMatchObject({ id: 'default', fax: 'DE123456789' });
    const withOwn = { country: 'DE', postalCode: '01067', fax: 'DE999999999' };
    expect(billingOnLoad(withOwn, saved, 'DE', 'DE123456789').address).toMatchObject({ fax: 'DE999999999' });
    expect(billingOnLoad(undefined, saved, 'DE', '  ').address).toMatchObject({ fax: '' });
  });

  it('resets an address of another country to just the current country', () => {
    expect(billingOnLoad({ country: 'AT', postalCode: '1010', city: 'Wien' }, saved, 'DE')).toEqual({ address: { country: 'DE' }, type: 'NEW_BILLING_ADDRESS' });
    expect(billingOnLoad(undefined, [{ id: 'x', country: 'AT', postalCode: '1010' }], 'DE')).toEqual({ address: { country: 'DE' }, type: 'NEW_BILLING_ADDRESS' });
  });

  it('with nothing at all is a new address of the current country', () => {
    expect(billingOnLoad(null, [], 'FI')).toEqual({ address: { country: 'FI' }, type: 'NEW_BILLING_ADDRESS' });
    // …with the customer's own VAT ID prefilled (a company's first checkout after registering).
    expect(billingOnLoad(null, [], 'AT', ' U12345678 ')).toEqual({ address: { country: 'AT', fax: 'U12345678' }, type: 'NEW_BILLING_ADDRESS' });
  });
});
