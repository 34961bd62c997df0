import { extraGuaranteePrice, guaranteesOfferedFor, type CartLineLink, type GuaranteeableLine, type Money } from '@shop/domain';
import { toMoney, type BackendAttribute, type BackendPrice } from '../../catalogue/product/backend-product';
import type { GuaranteeProduct } from './guarantee-products';

/** The custom field linking a guarantee line to the SKU it covers (backend commerce/schema custom-fields). */
export const PARENT_SKU_FIELD = 'parentSku';
/** The line item custom type a guarantee line is added with (README updateCart addLineItem). */
export const LINE_ITEM_TYPE_KEY = 'line-item-fields';

/** What the offer reads of a backend cart line (README getMyCart's line items); structural, so any cart view fits. */
export interface GuaranteeCartLine {
  readonly id: string;
  readonly quantity: number;
  readonly lineItemMode?: string;
  readonly price?: BackendPrice;
  readonly variant?: { readonly sku?: string; readonly attributes?: readonly BackendAttribute[] };
  readonly custom?: { readonly fields?: Readonly<Record<string, unknown>> } | null;
}

/** One guarantee the shopper can add to one line: its price is for each unit of the line. */
export interface GuaranteeOption {
  readonly sku: string;
  readonly name: string;
  readonly unitPrice: Money;
}

/** Offers per cart line id; a line without offers is absent. */
export type GuaranteeOffers = Readonly<Record<string, readonly GuaranteeOption[]>>;

export function parentSkuOf(line: Pick<GuaranteeCartLine, 'custom'>): string | undefined {
  const value = line.custom?.fields?.[PARENT_SKU_FIELD];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const attribute = (line: GuaranteeCartLine, name: string): unknown => line.variant?.attributes?.find((entry) => entry.name === name)?.value;

/**
 * What domain's offer rule reads of a line: SKU, brand and relations. Reading (the backend's, in
 * cart-update/guarantee-lines.ts, so both sides agree): a product's relations are its family.
 */
export function guaranteeableLineOf(line: GuaranteeCartLine): GuaranteeableLine | undefined {
  const sku = line.variant?.sku;
  if (!sku) return undefined;
  const brand = attribute(line, 'brand');
  const family = attribute(line, 'family');
  return { sku, ...(typeof brand === 'string' ? { brand } : {}), relations: typeof family === 'string' ? [family] : [] };
}

export const cartLineLinks = (lines: readonly GuaranteeCartLine[]): CartLineLink[] =>
  lines.flatMap((line) => {
    const sku = line.variant?.sku;
    if (!sku) return [];
    const parentSku = parentSkuOf(line);
    return [{ sku, ...(parentSku ? { parentSku } : {}) }];
  });

export interface OfferContext {
  readonly languageAndCountry: string;
  readonly isPaymentPage: boolean;
}

/**
 * The guarantees offered per cart line (spec 2 §4 Extra guarantee), by domain's rule, each priced
 * by domain (product price × rate percent) from the unit price the line is charged (the product
 * discount included, as the backend prices the line it adds). Gift lines and guarantee lines are
 * offered nothing; a price domain cannot compute drops that option rather than showing a guess.
 */
export function guaranteeOffersFor(
  lines: readonly GuaranteeCartLine[],
  guarantees: readonly GuaranteeProduct[],
  { languageAndCountry, isPaymentPage }: OfferContext,
): GuaranteeOffers {
  const cartLines = cartLineLinks(lines);
  const offers: Record<string, GuaranteeOption[]> = {};
  for (const line of lines) {
    const covered = guaranteeableLineOf(line);
    const unit = line.price?.discounted?.value ?? line.price?.value;
    if (!covered || !unit || line.lineItemMode === 'GiftLineItem' || parentSkuOf(line)) continue;
    const options = guaranteesOfferedFor(covered, { guarantees, languageAndCountry, isPaymentPage, cartLines }).flatMap((guarantee) => {
      try {
        return [{ sku: guarantee.sku, name: guarantee.name, unitPrice: extraGuaranteePrice(toMoney(unit), guarantee.ratePercent) }];
      } catch {
        return []; // a rate percent domain cannot read
      }
    });
    if (options.length > 0) offers[line.id] = options;
  }
  return offers;
}
