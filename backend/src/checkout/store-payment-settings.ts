import { Injectable } from '@nestjs/common';
import type { LocalizedString, Store } from '@commercetools/platform-sdk';
import type { Money } from '@shop/domain';
import { moneyField } from './cart-money.js';
import type { BankDetails } from '../commerce/seed/bank-details.js';
import { STORE_FIELDS } from '../commerce/schema/index.js';
import { CachedStores } from '../stores/cached-stores.js';

export type { BankDetails } from '../commerce/seed/bank-details.js';

/** The store custom fields the payment step shows (spec 2 §3 payment data). */
export interface StorePaymentSettings {
  /** Undefined when any of BIC, account owner, institute or IBAN is missing: half a bank account is no use. */
  readonly bankDetails?: BankDetails;
  readonly codFeeTitle?: LocalizedString;
  /** The store's cash-on-delivery fee; undefined when the store sets none (or an unreadable one). */
  readonly codFee?: Money;
}



const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function paymentSettingsOf(store: Store | undefined): StorePaymentSettings {
  const fields = (store?.custom?.fields ?? {}) as Record<string, unknown>;
  const [bic, accountOwner, institute, iban] = [STORE_FIELDS.bic, STORE_FIELDS.accountOwner, STORE_FIELDS.institute, STORE_FIELDS.iban]
    .map((name) => text(fields[name]));
  const title = fields[STORE_FIELDS.codFeeTitle];
  const codFee = moneyField(fields[STORE_FIELDS.codFee]);
  return {
    ...(codFee ? { codFee } : {}),
    ...(bic && accountOwner && institute && iban ? { bankDetails: { bic, accountOwner, institute, iban } } : {}),
    ...(title && typeof title === 'object' ? { codFeeTitle: title as LocalizedString } : {}),
  };
}

/** The market store's payment settings, read through the shared stores cache. */
@Injectable()
export class StorePayments {
  constructor(private readonly stores: CachedStores) {}

  async settings(storeKey: string): Promise<StorePaymentSettings> {
    return paymentSettingsOf(await this.stores.byKey(storeKey));
  }
}
