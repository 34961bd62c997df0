import { describe, expect, it } from '@jest/globals';
import { providerOutcome } from './provider-result.js';

describe('providerOutcome (what an Adyen resultCode means for the order)', () => {
  it.each([
    ['Authorised', { kind: 'paid' }],
    ['Pending', { kind: 'awaiting-payment' }],
    ['Received', { kind: 'awaiting-payment' }],
    ['PresentToShopper', { kind: 'awaiting-payment' }],
    ['RedirectShopper', { kind: 'shopper-action' }],
    ['IdentifyShopper', { kind: 'shopper-action' }],
    ['ChallengeShopper', { kind: 'shopper-action' }],
    ['Cancelled', { kind: 'failed', code: 'cancelled-transaction' }],
    ['Refused', { kind: 'failed', code: 'payment-error' }],
    ['Error', { kind: 'failed', code: 'payment-error' }],
  ])('%s → %j', (code, outcome) => {
    expect(providerOutcome(code)).toEqual(outcome);
  });

  it('reads anything it does not know as a failure, never as paid', () => {
    for (const code of ['PartiallyAuthorised', 'AuthenticationFinished', 'authorised', 'toString', '__proto__', '', undefined, null, 42]) {
      expect(providerOutcome(code)).toEqual({ kind: 'failed', code: 'payment-error' });
    }
  });
});
