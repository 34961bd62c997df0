import { COUNTRY_CODES, type CountryCode } from '@shop/domain';

/**
 * Builds a table with exactly one entry per market. Keeping the single cast here lets every
 * per-country table be typed as a full `Record<CountryCode, T>` without listing 25 rows by hand.
 */
export function byCountry<T>(value: (code: CountryCode) => T): Readonly<Record<CountryCode, T>> {
  return Object.fromEntries(COUNTRY_CODES.map((code) => [code, value(code)])) as Record<CountryCode, T>;
}
