import { describe, expect, it } from '@jest/globals';
import { isPaymentMethodCode, PAYMENT_METHOD_CODES, PROVIDER_PAYMENT_METHOD_CODES } from './payment-methods.js';

describe('payment method codes (spec 2 §1)', () => {
  it('lists the provider codes in the spec order, then our own', () => {
    expect(PROVIDER_PAYMENT_METHOD_CODES).toEqual([
      'scheme', 'paypal', 'klarna_account', 'ratepay', 'onlineBanking_PL', 'ideal', 'klarna',
      'klarna_b2b', 'applepay', 'googlepay', 'multibanco', 'twint', 'mobilepay',
    ]);
    expect(PAYMENT_METHOD_CODES.slice(-2)).toEqual(['cod', 'bank_transfer']);
    expect(PAYMENT_METHOD_CODES).toHaveLength(15);
  });

  it.each([
    ['scheme', true], ['onlineBanking_PL', true], ['cod', true], ['bank_transfer', true],
    ['onlinebanking_pl', false], ['card', false], [undefined, false], [42, false],
  ])('recognises %j: %s', (value, known) => {
    expect(isPaymentMethodCode(value)).toBe(known);
  });
});
