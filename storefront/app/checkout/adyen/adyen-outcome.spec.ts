import { describe, expect, it } from '@jest/globals';
import { nextPathOf, paymentOutcomeOf } from './adyen-outcome';

const local = (path: string) => `/fr${path}`;

describe('a payment\'s outcome', () => {
  it('reads order first, then the error code, then the action', () => {
    const action = { type: 'voucher', paymentMethodType: 'multibanco' };
    expect(paymentOutcomeOf({ makePaymentResponse: { resultCode: 'PresentToShopper', action }, order: { id: 'o1' } }, 'makePaymentResponse'))
      .toEqual({ kind: 'order', orderId: 'o1', resultCode: 'PresentToShopper' });
    expect(paymentOutcomeOf({ makePaymentResponse: { resultCode: 'Refused', action }, error: 'malformed-price' }, 'makePaymentResponse'))
      .toEqual({ kind: 'error', code: 'malformed-price', resultCode: 'Refused' });
    expect(paymentOutcomeOf({ submitAdditionalPaymentDetailsResponse: { resultCode: 'ChallengeShopper', action } }, 'submitAdditionalPaymentDetailsResponse'))
      .toEqual({ kind: 'action', action, resultCode: 'ChallengeShopper' });
  });

  it('an unknown error code or an answer with nothing to do is the generic payment error', () => {
    expect(paymentOutcomeOf({ error: 'weird' }, 'makePaymentResponse')).toEqual({ kind: 'error', code: 'payment-error' });
    expect(paymentOutcomeOf({ makePaymentResponse: { resultCode: 'Authorised' } }, 'makePaymentResponse')).toEqual({ kind: 'error', code: 'payment-error', resultCode: 'Authorised' });
    expect(paymentOutcomeOf(null, 'makePaymentResponse')).toEqual({ kind: 'error', code: 'payment-error' });
  });

  it('leads to the thank-you or the error page in the page\'s language, never off the site', () => {
    expect(nextPathOf({ kind: 'order', orderId: 'o 1/2' }, local)).toBe('/fr/checkout/thank-you?order=o%201%2F2');
    expect(nextPathOf({ kind: 'error', code: 'cancelled-transaction' }, local)).toBe('/fr/adyen-payment-error/?error=cancelled-transaction');
    expect(nextPathOf({ kind: 'order', orderId: '//evil.example' }, (path) => path)).toBe('/checkout/thank-you?order=%2F%2Fevil.example');
  });
});
