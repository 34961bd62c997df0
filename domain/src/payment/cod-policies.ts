import type { CountryCode, CurrencyCode } from '../market/codes.js';
import { moneyFromDecimal, type Money } from '../money/money.js';

/** Per-country cash-on-delivery configuration (spec 2 §9). */
export interface CodPolicy {
  /** Maximum gross cart total, inclusive, in the country's currency. */
  readonly valueLimit: Money;
  /**
   * Maximum number of standard-product items; `0` means NO item limit.
   * The spec leaves 0 unexplained (§9: "meaning of 0 unclear"). We read it as "unlimited"
   * because every 0-country still configures a COD value limit, which would be pointless if
   * 0 switched COD off entirely.
   */
  readonly itemLimit: number;
  /** COD may be used for carts holding a freight-package item (only SK, HU, CZ, PL). */
  readonly freightAllowed: boolean;
}

/** An item limit of 0 is "no limit" (see CodPolicy.itemLimit). */
export const NO_ITEM_LIMIT = 0;

const policy = (limit: string, currency: CurrencyCode, itemLimit: number, freightAllowed = false): CodPolicy => ({
  valueLimit: moneyFromDecimal(limit, currency),
  itemLimit,
  freightAllowed,
});

/** Spec 2 §9, in the spec's order; limits are in each market's own currency. */
export const COD_POLICIES: Readonly<Record<CountryCode, CodPolicy>> = {
  SK: policy('2500', 'EUR', 1, true),
  IE: policy('1500', 'EUR', NO_ITEM_LIMIT),
  DE: policy('1500', 'EUR', NO_ITEM_LIMIT),
  PT: policy('1000', 'EUR', NO_ITEM_LIMIT),
  IT: policy('999.99', 'EUR', 1),
  FR: policy('1000', 'EUR', NO_ITEM_LIMIT),
  HU: policy('499999', 'HUF', 1, true),
  CZ: policy('60000', 'CZK', 1, true),
  AT: policy('1500', 'EUR', NO_ITEM_LIMIT),
  NO: policy('1500', 'NOK', NO_ITEM_LIMIT),
  NL: policy('1500', 'EUR', NO_ITEM_LIMIT),
  CH: policy('3500', 'CHF', NO_ITEM_LIMIT),
  BE: policy('3000', 'EUR', NO_ITEM_LIMIT),
  DK: policy('20000', 'DKK', NO_ITEM_LIMIT),
  SE: policy('3000', 'SEK', NO_ITEM_LIMIT),
  ES: policy('1000', 'EUR', NO_ITEM_LIMIT),
  GB: policy('2500', 'GBP', NO_ITEM_LIMIT),
  FI: policy('1500', 'EUR', NO_ITEM_LIMIT),
  PL: policy('6000', 'PLN', 1, true),
  RO: policy('10000', 'RON', 1),
  LT: policy('4500', 'EUR', NO_ITEM_LIMIT),
  SI: policy('4500', 'EUR', 1),
  BG: policy('8900', 'BGN', NO_ITEM_LIMIT),
  GR: policy('499', 'EUR', 1),
  HR: policy('4500', 'EUR', 1),
};
