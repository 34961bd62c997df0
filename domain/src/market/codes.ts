// The closed vocabularies every rule is keyed by (spec 1, section 1 of both documents).

/** The 25 markets, in the spec's order. One reading mentions 27 sites; only these 25 are listed. */
export const COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR',
  'HU', 'IE', 'IT', 'LT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'SK';

/** EUR is the default; USD is listed by the spec although no market sells in it. */
export const CURRENCY_CODES = [
  'EUR', 'GBP', 'CHF', 'CZK', 'DKK', 'SEK', 'HUF', 'RON', 'NOK', 'PLN', 'BGN', 'USD',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

export const LANGUAGE_CODES = [
  'sk', 'en', 'de', 'pt', 'it', 'fr', 'hu', 'cs', 'nb', 'nl', 'da',
  'sv', 'es', 'fi', 'pl', 'ro', 'lt', 'sl', 'bg', 'el', 'hr',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
