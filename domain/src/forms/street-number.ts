import { COUNTRY_CODES, type CountryCode } from '../market/codes.js';

/** Markets where a street number need not contain a digit (spec 1 §5, spec 2 §5). */
export const STREET_NUMBER_DIGIT_CHECK_OFF: ReadonlySet<CountryCode> = new Set<CountryCode>(['CZ', 'PL', 'RO']);

/**
 * Whether a country requires a digit. Reading chosen: the check is the rule and CZ, PL, RO the
 * exceptions, so a country outside the 25 markets is checked too. The country is matched
 * case-insensitively, as for postal codes.
 */
export const streetNumberNeedsDigit = (country: string): boolean =>
  !(STREET_NUMBER_DIGIT_CHECK_OFF as ReadonlySet<string>).has(country.toUpperCase());

/** Per market, for the market configuration to reference rather than copy (ADR 0002). */
export const STREET_NUMBER_NEEDS_DIGIT: Readonly<Record<CountryCode, boolean>> = Object.freeze(
  Object.fromEntries(COUNTRY_CODES.map((country) => [country, streetNumberNeedsDigit(country)])) as Record<
    CountryCode,
    boolean
  >,
);

/**
 * An empty street number passes where the check is off; whether the field is required at all
 * is the form's `required` rule, not this one.
 */
export const isValidStreetNumber = (country: string, streetNumber: string): boolean =>
  !streetNumberNeedsDigit(country) || /[0-9]/.test(streetNumber);
