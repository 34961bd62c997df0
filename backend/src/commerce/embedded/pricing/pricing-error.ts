/**
 * The commercetools error codes the pricing core can raise. The engine turns a PricingError into
 * commercetools' error response with the same `code` (400, the fields of `details` copied onto the
 * error object), so callers see exactly what the platform would have answered.
 */
export type PricingErrorCode =
  /** No price of the variant matches the cart's currency / country / validity (MatchingPriceNotFoundError). */
  | 'MatchingPriceNotFound'
  /** Platform tax mode: the tax category has no rate for the shipping country (MissingTaxRateForCountryError). */
  | 'MissingTaxRateForCountry'
  /** A predicate or discount the core cannot evaluate: rejected when the resource is created. */
  | 'InvalidInput'
  /** A cart state the core cannot price (e.g. a shipping-rate tier type it does not know). */
  | 'InvalidOperation';

export class PricingError extends Error {
  override name = 'PricingError';

  constructor(
    readonly code: PricingErrorCode,
    message: string,
    /** Extra fields of commercetools' error object (productId, variantId, currency, country, …). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export const isPricingError = (error: unknown): error is PricingError => error instanceof PricingError;
