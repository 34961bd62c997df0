/**
 * What happened to the cart's prices after a VAT ID was found valid. Both the outcome markers
 * and the shopper's NET-price notice depend on it (spec 2 §4, §8).
 */
export interface VatTaxRateChangeContext {
  /** The store's change_tax_rate_enabled switch. */
  readonly taxRateChangeEnabled: boolean;
  /** Whether net prices are active once the valid result has been applied to the cart. */
  readonly netPriceActive: boolean;
}

/** Spec 2 §4: valid, but the tax-rate change is enabled and net prices did not come into effect. */
export const netPriceChangeFailed = (context: VatTaxRateChangeContext): boolean =>
  context.taxRateChangeEnabled && !context.netPriceActive;
