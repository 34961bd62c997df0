import { FRACTION_DIGITS, type CurrencyCode } from '@shop/domain';

export interface Currency {
  readonly code: CurrencyCode;
  /** For compact UI (currency badges); full amounts are formatted by domain's `formatMoney` (CLDR data, not Intl). */
  readonly symbol: string;
  readonly fractionDigits: number;
}

const currency = (code: CurrencyCode, symbol: string): Currency => ({
  code,
  symbol,
  // Referenced, not copied: the minor units belong to domain's money rules.
  fractionDigits: FRACTION_DIGITS[code],
});

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  EUR: currency('EUR', '€'),
  GBP: currency('GBP', '£'),
  CHF: currency('CHF', 'CHF'),
  CZK: currency('CZK', 'Kč'),
  DKK: currency('DKK', 'kr.'),
  SEK: currency('SEK', 'kr'),
  HUF: currency('HUF', 'Ft'),
  RON: currency('RON', 'lei'),
  NOK: currency('NOK', 'kr'),
  PLN: currency('PLN', 'zł'),
  BGN: currency('BGN', 'лв.'),
  USD: currency('USD', '$'),
};

export const currencyFor = (code: CurrencyCode): Currency => CURRENCIES[code];
