import type { CountryCode, CurrencyCode, LanguageCode } from '@shop/domain';

/**
 * What a product projection is priced and localised for: commercetools' price selection
 * (priceCountry, priceCurrency) plus the store and the languages to return.
 */
export interface PriceContext {
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly storeKey: string;
  readonly languages: readonly LanguageCode[];
}

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

export interface PagedResult<T> {
  readonly limit: number;
  readonly offset: number;
  readonly count: number;
  readonly total: number;
  readonly results: readonly T[];
}
