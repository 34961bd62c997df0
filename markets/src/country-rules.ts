import {
  BANK_TRANSFER_ENABLED, COD_POLICIES, hasNativeRouting, lowStockBoundariesFor, shippingFeesFor,
  STREET_NUMBER_NEEDS_DIGIT, VAT_ID_RULES,
  type CodPolicy, type CountryCode, type LowStockBoundaries, type ShippingFees, type VatIdRule,
} from '@shop/domain';
import { byCountry } from './by-country.js';
import { COUNTRY_SITES } from './countries/sites.js';

/**
 * The per-country rule tables owned by `@shop/domain`, gathered per market by reference (ADR 0002):
 * changing a limit is one edit in domain, and it shows up here without a copy. Everything here is
 * plain JSON-able data (it is served by /api/market); postal codes are checked with domain's
 * `isValidPostalCode(country, code)` rather than a pattern shipped as data.
 */
export interface CountryRules {
  readonly cod: CodPolicy;
  readonly bankTransferEnabled: boolean;
  readonly vatId: VatIdRule;
  readonly streetNumberNeedsDigit: boolean;
  readonly nativeRouting: boolean;
  /** In the market's own currency, with the France and Hungary overrides applied. */
  readonly shippingFees: ShippingFees;
  readonly lowStockBoundaries: LowStockBoundaries;
}

function required<T>(value: T | undefined, what: string, code: CountryCode): T {
  if (value === undefined) throw new Error(`${code} has no ${what} for its currency ${COUNTRY_SITES[code].currency}`);
  return value;
}

export const COUNTRY_RULES: Readonly<Record<CountryCode, CountryRules>> = byCountry((code) => {
  const { currency } = COUNTRY_SITES[code];
  return {
    cod: COD_POLICIES[code],
    bankTransferEnabled: BANK_TRANSFER_ENABLED[code],
    vatId: VAT_ID_RULES[code],
    streetNumberNeedsDigit: STREET_NUMBER_NEEDS_DIGIT[code],
    nativeRouting: hasNativeRouting(code),
    shippingFees: required(shippingFeesFor(code, currency), 'shipping fees', code),
    lowStockBoundaries: required(lowStockBoundariesFor(currency), 'low-stock boundaries', code),
  };
});
