import { Inject, Injectable } from '@nestjs/common';
import type { LocalizedString, Store } from '@commercetools/platform-sdk';
import { isCurrencyCode, money, type Money } from '@shop/domain';
import { ShopCache } from '../cache/shop-cache.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { BankDetails } from '../commerce/seed/bank-details.js';
import { STORE_FIELDS } from '../commerce/seed/custom-types.js';

export type { BankDetails } from '../commerce/seed/bank-details.js';

/** The store custom fields the payment step shows (spec 2 §3 payment data). */
export interface StorePaymentSettings {
  /** Undefined when any of BIC, account owner, institute or IBAN is missing: half a bank account is no use. */
  readonly bankDetails?: BankDetails;
  readonly codFeeTitle?: LocalizedString;
  /** The store's cash-on-delivery fee; undefined when the store sets none (or an unreadable one). */
  readonly codFee?: Money;
}

/** A Money custom field as the platform stores it ({ centAmount, currencyCode, … }). */
function moneyField(value: unknown): Money | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { centAmount, currencyCode } = value as { centAmount?: unknown; currencyCode?: unknown };
  if (!Number.isSafeInteger(centAmount) || (centAmount as number) < 0 || !isCurrencyCode(currencyCode)) return undefined;
  return money(centAmount as number, currencyCode);
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

/** The market store's payment settings, read through the 'stores' cache under the key getStores uses. */
@Injectable()
export class StorePayments {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  async settings(storeKey: string): Promise<StorePaymentSettings> {
    const filter = { keys: [storeKey] };
    const [store] = await this.cache.wrap('stores', JSON.stringify(filter), () => this.commerce.catalogue.stores(filter));
    return paymentSettingsOf(store);
  }
}
