import { describe, expect, it } from '@jest/globals';
import type { Store } from '@commercetools/platform-sdk';
import { money, zero } from '@shop/domain';
import { codFeeFor } from './cod-fee.js';
import { paymentSettingsOf } from './store-payment-settings.js';

const storeWith = (fields: Record<string, unknown>): Store => ({ custom: { type: { typeId: 'type', id: 't' }, fields } }) as unknown as Store;

describe('the COD fee from the store setting', () => {
  it("is the store's fee in the cart's currency", () => {
    expect(codFeeFor(money(290, 'EUR'), 'EUR')).toEqual(money(290, 'EUR'));
  });

  it('is none when the store sets no fee, or one in another currency (never converted at a made-up rate)', () => {
    expect(codFeeFor(undefined, 'CZK')).toEqual(zero('CZK'));
    expect(codFeeFor(money(290, 'EUR'), 'CZK')).toEqual(zero('CZK'));
  });

  it('reads the Money field as the platform stores it, and ignores an unreadable one', () => {
    expect(paymentSettingsOf(storeWith({ codFee: { type: 'centPrecision', centAmount: 7_900, currencyCode: 'CZK', fractionDigits: 2 } })).codFee)
      .toEqual(money(7_900, 'CZK'));
    for (const broken of [{ centAmount: -1, currencyCode: 'EUR' }, { centAmount: 1.5, currencyCode: 'EUR' }, { centAmount: 100, currencyCode: 'XXX' }, '2.90', null]) {
      expect(paymentSettingsOf(storeWith({ codFee: broken })).codFee).toBeUndefined();
    }
  });
});
