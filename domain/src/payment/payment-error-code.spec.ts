import { describe, expect, it } from '@jest/globals';
import { GENERIC_PAYMENT_ERROR, PAYMENT_ERROR_CODES, paymentErrorCode } from './payment-error-code.js';

describe('payment error codes (spec 2 §8)', () => {
  it('lists the five codes of the spec', () => {
    expect(PAYMENT_ERROR_CODES).toEqual(['malformed-price', 'cancelled-transaction', 'creating-order-failed', 'unprocessable-entity', 'payment-error']);
    expect(GENERIC_PAYMENT_ERROR).toBe('payment-error');
  });

  it.each(['malformed-price', 'cancelled-transaction', 'creating-order-failed', 'unprocessable-entity', 'payment-error'])('keeps %s', (code) => {
    expect(paymentErrorCode(code)).toBe(code);
  });

  it.each([undefined, null, '', 'CANCELLED-TRANSACTION', ' payment-error', 'refused', 42, ['malformed-price']])('reads %j as the generic error', (value) => {
    expect(paymentErrorCode(value)).toBe('payment-error');
  });
});
