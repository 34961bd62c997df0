import type { CountryCode, CurrencyCode } from '../market/codes.js';
import { moneyFromDecimal, type Money } from '../money/money.js';

/** What a market charges to ship a cart (spec 1 §9, spec 2 §9). */
export interface ShippingFees {
  /** A subtotal at or above this ships free. */
  readonly freeShippingThreshold: Money;
  readonly parcelFee: Money;
  readonly freightFee: Money;
}

/** The currencies the shop ships in; USD is listed as a currency but no market sells in it, so it has no fees. */
export type ShippingCurrencyCode = Exclude<CurrencyCode, 'USD'>;

function fees(currency: CurrencyCode, threshold: string, parcel: string, freight: string): ShippingFees {
  return {
    freeShippingThreshold: moneyFromDecimal(threshold, currency),
    parcelFee: moneyFromDecimal(parcel, currency),
    freightFee: moneyFromDecimal(freight, currency),
  };
}

/** Threshold, parcel fee, freight fee per currency, written as the spec writes them (spec 1 §9, spec 2 §9). */
export const SHIPPING_FEES_BY_CURRENCY: Readonly<Record<ShippingCurrencyCode, ShippingFees>> = {
  EUR: fees('EUR', '59', '1.95', '9.95'),
  GBP: fees('GBP', '52', '1.95', '9.95'),
  DKK: fees('DKK', '439', '15', '74'),
  SEK: fees('SEK', '659', '22', '111'),
  NOK: fees('NOK', '689', '23', '116'),
  CHF: fees('CHF', '59', '1.95', '9.95'),
  CZK: fees('CZK', '1399', '46', '235'),
  PLN: fees('PLN', '269', '9', '45'),
  HUF: fees('HUF', '22099', '730', '3731'),
  RON: fees('RON', '289', '10', '49'),
  BGN: fees('BGN', '115', '3.95', '19.95'),
};

/**
 * Markets whose fees differ from their currency's. An override is written in one currency and
 * only applies to a cart in that currency; a cart in any other currency falls back to the
 * currency table (reading chosen: the override replaces the row, it is not converted).
 */
export const SHIPPING_FEE_COUNTRY_OVERRIDES: Readonly<Partial<Record<CountryCode, ShippingFees>>> = {
  FR: fees('EUR', '59', '6.95', '39.95'),
  // The spec calls the Hungarian fees temporary; deleting this line restores the HUF row.
  HU: fees('HUF', '22099', '1481', '7481'),
};

const hasCurrencyTable = (currency: CurrencyCode): currency is ShippingCurrencyCode =>
  Object.hasOwn(SHIPPING_FEES_BY_CURRENCY, currency);

/**
 * The fees for a market and currency; a country override wins over the currency row.
 * Returns undefined for a currency with no table (USD): the lookup is a question, and callers
 * that must charge use `requireShippingFees`, which fails loudly.
 */
export function shippingFeesFor(country: CountryCode, currency: CurrencyCode): ShippingFees | undefined {
  const override = SHIPPING_FEE_COUNTRY_OVERRIDES[country];
  if (override && override.freeShippingThreshold.currencyCode === currency) return override;
  return hasCurrencyTable(currency) ? SHIPPING_FEES_BY_CURRENCY[currency] : undefined;
}

export class ShippingFeesMissingError extends Error {
  override name = 'ShippingFeesMissingError';
}

/** Like `shippingFeesFor`, but a missing table is a configuration bug, not a free delivery. */
export function requireShippingFees(country: CountryCode, currency: CurrencyCode): ShippingFees {
  const found = shippingFeesFor(country, currency);
  if (!found) throw new ShippingFeesMissingError(`no shipping fee table for ${currency} (country ${country})`);
  return found;
}
