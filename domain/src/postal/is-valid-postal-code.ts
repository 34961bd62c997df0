import { isCountryCode } from '../market/codes.js';
import { POSTAL_CODE_PATTERNS } from './patterns.js';

/**
 * The pattern for a country, or undefined when it has none. The country is upper-cased first:
 * a lower-case 'sk' from a form or an API must not slip through as "a country without a pattern".
 */
export function postalCodePatternFor(country: string): RegExp | undefined {
  const code = country.toUpperCase();
  return isCountryCode(code) ? POSTAL_CODE_PATTERNS[code] : undefined;
}

/** Countries without a pattern (any code outside the 25 markets, e.g. 'US') pass (spec 1 §5). */
export function isValidPostalCode(country: string, postalCode: string): boolean {
  const pattern = postalCodePatternFor(country);
  return pattern === undefined || pattern.test(postalCode);
}
