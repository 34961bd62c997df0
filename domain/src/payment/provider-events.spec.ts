import { describe, expect, it } from '@jest/globals';
import { paymentStateMayMove, providerEventEffect } from './provider-events.js';

describe('providerEventEffect (what an Adyen notification moves)', () => {
  it('AUTHORISATION success records the authorisation and pays, placing the order if needed; failure fails the payment', () => {
    expect(providerEventEffect('AUTHORISATION', true)).toEqual({ transaction: { type: 'Authorization', state: 'Success' }, paymentState: 'Paid', placesOrder: true });
    expect(providerEventEffect('AUTHORISATION', false)).toEqual({ transaction: { type: 'Authorization', state: 'Failure' }, paymentState: 'Failed' });
  });

  it('CANCELLATION and an expired voucher cancel the order; a refund is recorded without moving the order', () => {
    expect(providerEventEffect('CANCELLATION', true)).toMatchObject({ paymentState: 'Failed', orderState: 'Cancelled' });
    expect(providerEventEffect('OFFER_CLOSED', true)).toMatchObject({ paymentState: 'Failed', orderState: 'Cancelled' });
    expect(providerEventEffect('REFUND', true)).toEqual({ transaction: { type: 'Refund', state: 'Success' } });
    expect(providerEventEffect('REFUND_FAILED', true)).toEqual({ transaction: { type: 'Refund', state: 'Failure' } });
    expect(providerEventEffect('CANCEL_OR_REFUND', true)).toEqual({ transaction: { type: 'CancelAuthorization', state: 'Success' } });
  });

  it('only records events it has no rule for', () => {
    for (const code of ['REPORT_AVAILABLE', 'CHARGEBACK', 'toString', '']) expect(providerEventEffect(code, true)).toBeUndefined();
  });
});

describe('paymentStateMayMove (late and out-of-order notifications)', () => {
  it('never sets a paid order back, except a cancellation', () => {
    expect(paymentStateMayMove('Paid', 'Failed', false)).toBe(false);
    expect(paymentStateMayMove('Paid', 'Pending', false)).toBe(false);
    expect(paymentStateMayMove('Paid', 'Failed', true)).toBe(true);
  });

  it('moves a pending payment either way and leaves an equal state alone', () => {
    expect(paymentStateMayMove('Pending', 'Paid', false)).toBe(true);
    expect(paymentStateMayMove('Pending', 'Failed', false)).toBe(true);
    expect(paymentStateMayMove(undefined, 'Paid', false)).toBe(true);
    expect(paymentStateMayMove('Paid', 'Paid', false)).toBe(false);
  });
});
