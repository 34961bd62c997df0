import type { PriceDraft } from '@commercetools/platform-sdk';
import {
  divideRounded, FRACTION_DIGITS, LOW_STOCK_BOUNDARIES, type CountryCode, type CurrencyCode, type LowStockCurrency,
} from '@shop/domain';
import { COUNTRY_SITE_LIST } from '@shop/markets';

/*
 * Conversion from EUR: domain's low-stock boundaries are "1000 and 250 EUR converted" into each
 * currency (see domain catalogue/low-stock-boundaries.ts), so they already hold the shop's own
 * exchange rates: GBP 870/1000 = 0.87, CZK 23600/1000 = 23.6, HUF 375… Deriving the factors from
 * them instead of writing a second rate table keeps one number in one place, and puts a product
 * into the same price band (high/medium/low) in every currency. The rate is applied as an
 * integer ratio, never a float.
 */
export function convertFromEur(eurCents: number, currency: LowStockCurrency): number {
  const target = LOW_STOCK_BOUNDARIES[currency].high;
  const euro = LOW_STOCK_BOUNDARIES.EUR.high;
  const scaled = divideRounded(eurCents * target.centAmount, euro.centAmount, 'HalfUp');
  // Both tables are in minor units; rescale if a currency ever has other fraction digits than EUR.
  return divideRounded(scaled * 10 ** FRACTION_DIGITS[currency], 10 ** FRACTION_DIGITS.EUR, 'HalfUp');
}

const roundTo = (value: number, step: number): number => divideRounded(value, step, 'HalfUp') * step;

/**
 * A shelf price as shops write them in the currency's own magnitude, from an exact conversion:
 * under 100 → x.90 (37.42 → 36.90), under 10 000 → nearest ten minus one (437 → 439,
 * 4 412 → 4 409), from 10 000 on → nearest hundred minus ten (59 962 Ft → 59 990 Ft).
 * Never below 0.90.
 */
export function nicePrice(centAmount: number, currency: CurrencyCode): number {
  const unit = 10 ** FRACTION_DIGITS[currency];
  const major = centAmount / unit;
  if (major < 100) return Math.max(roundTo(centAmount, unit) - unit / 10, unit - unit / 10);
  if (major < 10_000) return roundTo(centAmount, 10 * unit) - unit;
  return roundTo(centAmount, 100 * unit) - 10 * unit;
}

/**
 * Two significant digits, for round amounts such as a coupon's value or minimum
 * (43.50 GBP → 44, 11 800 CZK → 12 000, 187 500 HUF → 190 000).
 */
export function roundAmount(centAmount: number, currency: CurrencyCode): number {
  const unit = 10 ** FRACTION_DIGITS[currency];
  const major = Math.max(1, Math.round(centAmount / unit));
  const step = 10 ** Math.max(0, String(major).length - 2);
  return roundTo(major, step) * unit;
}

/** A market's currency; USD is listed by the spec but no market sells in it, so it has no rate. */
export function marketCurrency(currency: CurrencyCode): LowStockCurrency {
  if (currency === 'USD') throw new RangeError('no market sells in USD, so the seed has no rate for it');
  return currency;
}

/** The currencies the markets sell in, in the markets' order. */
export const MARKET_CURRENCIES: readonly LowStockCurrency[] = [
  ...new Set(COUNTRY_SITE_LIST.map((site) => marketCurrency(site.currency))),
];

/** A local shelf price from a price in EUR cents. */
export const localPrice = (eurCents: number, currency: LowStockCurrency): number =>
  currency === 'EUR' ? nicePrice(eurCents, 'EUR') : nicePrice(convertFromEur(eurCents, currency), currency);

/** The price key of a country, unique within a variant: 'price-sk'. */
export const priceKey = (country: CountryCode): string => `price-${country.toLowerCase()}`;

/**
 * One embedded price per market: the market's country and currency. Countries sharing EUR get
 * the same amount (the spec knows no per-country EUR prices). `centsFor` lets callers price
 * placeholders (0 for guarantees) the same way.
 */
export function marketPrices(eurCents: number, centsFor: (currency: LowStockCurrency) => number = (c) => localPrice(eurCents, c)): PriceDraft[] {
  return COUNTRY_SITE_LIST.map((site) => ({
    key: priceKey(site.code),
    value: { centAmount: centsFor(marketCurrency(site.currency)), currencyCode: site.currency },
    country: site.code,
  }));
}
