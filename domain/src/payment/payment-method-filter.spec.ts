import { describe, expect, it } from '@jest/globals';
import { filterPaymentMethods } from './payment-method-filter.js';
import { PAYMENT_METHOD_CODES } from './payment-methods.js';
import { PaymentRuleError } from './payment-rule-error.js';

const ALL = [...PAYMENT_METHOD_CODES];

describe('payment methods by client type (spec 2 §5)', () => {
  // Reading chosen: "some methods" removed for a company = the consumer invoice/instalment ones.
  it.each(['company', 'COMPANY'] as const)('a company buyer (%s) loses klarna, klarna_account and ratepay', (clientType) => {
    expect(filterPaymentMethods(ALL, { clientType, quickPay: false })).toEqual([
      'scheme', 'paypal', 'onlineBanking_PL', 'ideal', 'klarna_b2b', 'applepay', 'googlepay',
      'multibanco', 'twint', 'mobilepay', 'cod', 'bank_transfer',
    ]);
  });

  it.each(['private', 'PRIVATE'] as const)('a private buyer (%s) loses the B2B invoice method klarna_b2b', (clientType) => {
    expect(filterPaymentMethods(ALL, { clientType, quickPay: false }))
      .toEqual(ALL.filter((code) => code !== 'klarna_b2b'));
  });

  it.each(['private', 'company'] as const)('quick-pay leaves only googlepay for a %s buyer', (clientType) => {
    expect(filterPaymentMethods(ALL, { clientType, quickPay: true })).toEqual(['googlepay']);
    expect(filterPaymentMethods(['scheme', 'paypal'], { clientType, quickPay: true })).toEqual([]);
  });

  it('keeps the given order and unknown codes, and works on provider entries with a type', () => {
    expect(filterPaymentMethods(['twint', 'newMethod', 'klarna', 'scheme'], { clientType: 'company', quickPay: false }))
      .toEqual(['twint', 'newMethod', 'scheme']);
    const entries = [{ type: 'klarna_b2b', name: 'Invoice' }, { type: 'googlepay', name: 'Google Pay' }, { type: 'ratepay', name: 'Ratepay' }];
    expect(filterPaymentMethods(entries, { clientType: 'private', quickPay: false })).toEqual([entries[1], entries[2]]);
    expect(filterPaymentMethods(entries, { clientType: 'company', quickPay: true })).toEqual([entries[1]]);
  });

  it('refuses an unknown client type rather than guessing', () => {
    expect(() => filterPaymentMethods(ALL, { clientType: 'business' as 'company', quickPay: false })).toThrow(PaymentRuleError);
  });
});
