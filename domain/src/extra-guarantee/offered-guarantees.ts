import { guaranteesForMarket } from './enabled-on-market.js';
import type { ExtraGuaranteeProduct } from './extra-guarantee-product.js';
import { isVirtualSku } from '../catalogue/virtual-sku.js';

export interface GuaranteeableLine {
  readonly sku: string;
  readonly brand?: string;
  /**
   * What the product is related to, matched against the guarantee's excluded relations.
   * The spec does not say which attribute this is (family, category…); the caller supplies it.
   */
  readonly relations?: readonly string[];
}

export interface CartLineLink {
  readonly sku: string;
  /** The custom field that links a guarantee line to the SKU it covers (spec 2 §3 line item). */
  readonly parentSku?: string;
}

export interface GuaranteeOfferContext<G extends ExtraGuaranteeProduct> {
  readonly guarantees: readonly G[];
  readonly languageAndCountry: string;
  readonly isPaymentPage: boolean;
  readonly cartLines: readonly CartLineLink[];
}

const hasGuaranteeLine = (sku: string, cartLines: readonly CartLineLink[]): boolean =>
  cartLines.some((line) => line.parentSku === sku);

const excludes = (guarantee: ExtraGuaranteeProduct, line: GuaranteeableLine): boolean =>
  (guarantee.excludedSkus ?? []).includes(line.sku) ||
  (line.brand !== undefined && (guarantee.excludedBrands ?? []).includes(line.brand)) ||
  (line.relations ?? []).some((relation) => (guarantee.excludedRelations ?? []).includes(relation));

/**
 * The guarantees offered for one cart line (spec 2 §4 extra guarantee): none on the payment
 * page, for a virtual line, or when the SKU already has a guarantee line; otherwise every
 * published guarantee enabled here that does not exclude the line's SKU, brand or relations.
 * The market filter is applied here too, so a caller cannot offer an unfiltered list.
 */
export function guaranteesOfferedFor<G extends ExtraGuaranteeProduct>(
  line: GuaranteeableLine,
  { guarantees, languageAndCountry, isPaymentPage, cartLines }: GuaranteeOfferContext<G>,
): G[] {
  if (isPaymentPage || isVirtualSku(line.sku) || hasGuaranteeLine(line.sku, cartLines)) return [];
  return guaranteesForMarket(guarantees, languageAndCountry).filter((guarantee) => !excludes(guarantee, line));
}

/** With a single option the guarantee is added directly, without a choice (spec 2 §4). */
export const guaranteeToAddDirectly = <G>(offered: readonly G[]): G | undefined =>
  offered.length === 1 ? offered[0] : undefined;
