import { describe, expect, it } from '@jest/globals';
import type { Store } from '@commercetools/platform-sdk';
import { money } from '@shop/domain';
import { paymentSettingsOf } from './store-payment-settings.js';

const storeWith = (fields: Record<string, unknown>): Store => ({ custom: { type: { typeId: 'type', id: 't' }, fields } }) as unknown as Store;

describe("the store's COD fee setting", () => {
  it('reads the Money field as the platform stores it, and ignores an unreadable one', () => {
    expect(paymentSettingsOf(storeWith({ codFee: { type: 'centPrecision', centAmount: 7_900, currencyCode: 'CZK', fractionDigits: 2 } })).codFee)
      .toEqual(money(7_900, 'CZK'));
    for (const broken of [{ centAmount: -1, currencyCode: 'EUR' }, { centAmount: 1.5, currencyCode: 'EUR' }, { centAmount: 100, currencyCode: 'XXX' }, '2.90', null]) {
      expect(paymentSettingsOf(storeWith({ codFee: broken })).codFee).toBeUndefined();
    }
  });
});
