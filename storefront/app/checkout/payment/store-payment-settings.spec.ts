import { describe, expect, it } from '@jest/globals';
import { bankDetailsOf, codFeeOf, codFeeTitleOf } from './store-payment-settings';

const fields = {
  BIC: 'DEMOSK20', accountOwner: 'ProEquip Europe s.r.o.', institute: 'Demo Bank', IBAN: 'SK16 1527',
  codFeeTitle: { sk: 'Poplatok za dobierku', en: 'COD fee' }, codFee: { currencyCode: 'EUR', centAmount: 290 },
};

describe('store payment settings', () => {
  it('reads all four bank fields, or none', () => {
    expect(bankDetailsOf(fields)).toEqual({ bic: 'DEMOSK20', accountOwner: 'ProEquip Europe s.r.o.', institute: 'Demo Bank', iban: 'SK16 1527' });
    expect(bankDetailsOf({ ...fields, IBAN: ' ' })).toBeUndefined();
  });

  it('charges the store fee in its own currency only, titled in the market language', () => {
    expect(codFeeOf(fields, 'EUR')).toEqual({ centAmount: 290, currencyCode: 'EUR', fractionDigits: 2 });
    expect(codFeeOf(fields, 'CZK').centAmount).toBe(0);
    expect(codFeeOf({}, 'EUR').centAmount).toBe(0);
    expect(codFeeTitleOf(fields, 'sk')).toBe('Poplatok za dobierku');
    expect(codFeeTitleOf(fields, 'de')).toBe('COD fee');
  });
});
