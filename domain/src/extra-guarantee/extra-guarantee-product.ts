/**
 * An extra-guarantee product as the rules need it (spec 2 §3): its own virtual SKU, whether it
 * is published, and its attributes excluded SKUs / brands / relations, enabledOnMarket and rate
 * percent. Mapping the platform's raw attributes onto this shape belongs to the caller.
 */
export interface ExtraGuaranteeProduct {
  readonly sku: string;
  readonly published: boolean;
  readonly excludedSkus?: readonly string[];
  readonly excludedBrands?: readonly string[];
  readonly excludedRelations?: readonly string[];
  /** Language-country codes such as 'de-AT' (see enabled-on-market.ts). */
  readonly enabledOnMarket?: readonly string[];
  /** A decimal percent, possibly fractional: '7.5' or 7.5. */
  readonly ratePercent: string | number;
}
