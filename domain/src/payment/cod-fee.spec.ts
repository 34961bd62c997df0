import { describe, expect, it } from '@jest/globals';
import { money, toAmount, zero } from '../money/money.js';
import { codFeeFromCustomField, codFeeInCurrency } from './cod-fee.js';
import { PaymentRuleError } from './payment-rule-error.js';

describe('COD fee from calculatedCodFee: amount = centAmount / 10^fractionDigits (spec 2 §3, §9)', () => {
  it.each([
    [{ centAmount: 195, fractionDigits: 2, currencyCode: 'EUR' }, 1.95],
    [{ centAmount: 1995, fractionDigits: 3, currencyCode: 'EUR' }, 1.995],
    [{ centAmount: 73000, fractionDigits: 2, currencyCode: 'HUF' }, 730],
    [{ centAmount: 4600, fractionDigits: 3, currencyCode: 'CZK' }, 4.6],
    [{ centAmount: 0, fractionDigits: 2, currencyCode: 'PLN' }, 0],
  ])('%j is %d', (field, amount) => {
    const fee = codFeeFromCustomField(field);
    expect(fee).toEqual(field);
    expect(toAmount(fee)).toBe(amount);
  });

  it.each([
    [{ centAmount: 195, fractionDigits: 2, currencyCode: 'XXX' }, 'unknown currency'],
    [{ centAmount: 195, fractionDigits: -1, currencyCode: 'EUR' }, 'fractionDigits'],
    [{ centAmount: 195, fractionDigits: 2.5, currencyCode: 'EUR' }, 'fractionDigits'],
    [{ centAmount: 1.5, fractionDigits: 2, currencyCode: 'EUR' }, 'whole number'],
    [{ centAmount: -195, fractionDigits: 2, currencyCode: 'EUR' }, 'non-negative'],
  ])('refuses the malformed field %j', (field, message) => {
    expect(() => codFeeFromCustomField(field)).toThrow(PaymentRuleError);
    expect(() => codFeeFromCustomField(field)).toThrow(message);
  });
});

describe('the COD fee a cart is charged from the store setting', () => {
  it("is the store's fee in the cart's currency", () => {
    expect(codFeeInCurrency(money(290, 'EUR'), 'EUR')).toEqual(money(290, 'EUR'));
  });

  it('is none when the store sets no fee, or one in another currency (never converted at a made-up rate)', () => {
    expect(codFeeInCurrency(undefined, 'CZK')).toEqual(zero('CZK'));
    expect(codFeeInCurrency(money(290, 'EUR'), 'CZK')).toEqual(zero('CZK'));
  });
});
