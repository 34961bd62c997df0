import { describe, expect, it } from '@jest/globals';
import { paymentFailureOf } from './payment-failure';

describe('payment failure mapping (spec 2 §4, §8)', () => {
  it('names the missing contact details with the spec\'s message', () => {
    expect(paymentFailureOf('order', 400, { message: 'Email or address details are missing', errors: ['customerEmail'] })).toEqual({ kind: 'contact-missing' });
  });

  it('passes domain\'s refusal reasons on when the payment is refused', () => {
    const errors = [{ code: 'value-over-limit', total: { centAmount: 1 }, limit: { centAmount: 0 } }];
    expect(paymentFailureOf('attach', 400, { message: 'Cash on delivery is not available', errors })).toEqual({ kind: 'refused', reasons: errors });
  });

  it('maps the rest to the payment error codes, never to a success', () => {
    expect(paymentFailureOf('order', 400, { message: 'Postal code is incorrect in billing address' })).toEqual({ kind: 'address-invalid' });
    expect(paymentFailureOf('order', 400, { message: 'The cart has changed since the payment method was chosen; choose it again' })).toEqual({ kind: 'code', code: 'malformed-price' });
    expect(paymentFailureOf('order', 422, {})).toEqual({ kind: 'code', code: 'unprocessable-entity' });
    expect(paymentFailureOf('order', 502, 'Bad gateway')).toEqual({ kind: 'code', code: 'creating-order-failed' });
    expect(paymentFailureOf('attach', undefined, undefined)).toEqual({ kind: 'code', code: 'payment-error' });
  });
});
