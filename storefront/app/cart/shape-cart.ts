import {
  amountToFreeShipping,
  applicableVolumeTier,
  clampSelectedQuantity,
  DEFAULT_VOLUME_DISCOUNT_GROUP,
  isZero,
  MAX_CART_QUANTITY_PER_PRODUCT,
  subtract,
  volumeDiscountsFor,
  type CountryCode,
  type CurrencyCode,
  type Money,
  type VolumeCartDiscount,
} from '@shop/domain';
import { isCouponState, type CartLineView, type CartSummaryView, type CartView, type CouponView } from './cart-view';
import { documentSummaryOf, summaryLineOf, type LineContext } from './summary/document-summary';
import type { DocumentLine, PricedDocument } from './summary/priced-document';

/** A cart line (backend cart-view.ts, a commercetools LineItem): the lines of every priced document. */
export type BackendLine = DocumentLine;

/** The part of the backend's cart answer this view reads: a priced document with its version and coupons. */
export interface BackendCart extends PricedDocument {
  readonly version: number;
  readonly discountCodes?: readonly { readonly discountCode: { readonly id: string; readonly code?: string }; readonly state: string; readonly code?: string }[];
}

export interface ShapeContext extends LineContext {
  readonly storeKey: string;
  readonly country: CountryCode;
  /** getVolumeDiscounts' answer per volume-discount group of the cart's lines. */
  readonly volumeDiscounts: Readonly<Record<string, readonly VolumeCartDiscount[]>>;
  /** Available stock per SKU (getInventory); a SKU without an entry has no stock cap shown. */
  readonly stock: Readonly<Record<string, number>>;
}

const attribute = (line: BackendLine, name: string): unknown => line.variant.attributes?.find((entry) => entry.name === name)?.value;

/** The volume-discount group of a line: its variant's attribute, else the default group (domain). */
export const volumeGroupOf = (line: BackendLine): string => {
  const value = attribute(line, 'volumeDiscountGroup');
  return typeof value === 'string' && value !== '' ? value : DEFAULT_VOLUME_DISCOUNT_GROUP;
};

const tierOf = (tier: { volume: number; discountPercentage: number } | undefined) =>
  tier ? { volume: tier.volume, discountPercentage: tier.discountPercentage } : undefined;

/** The summary line with what the cart's controls add: domain's volume tiers and quantity caps. */
function lineView(line: BackendLine, context: ShapeContext): CartLineView {
  const base = summaryLineOf(line, context);
  const { guarantee, sku } = base;
  const group = volumeGroupOf(line);
  const tiers = guarantee ? [] : volumeDiscountsFor(context.volumeDiscounts[group] ?? [], { storeKey: context.storeKey, group });
  const volumeTier = tierOf(applicableVolumeTier(tiers, line.quantity));
  const nextVolumeTier = tierOf(tiers.filter((tier) => tier.volume > line.quantity).sort((a, b) => a.volume - b.volume)[0]);
  const stock = guarantee ? undefined : context.stock[sku];
  const limits = { ...(stock !== undefined ? { stock } : {}), maximum: MAX_CART_QUANTITY_PER_PRODUCT };
  return {
    ...base,
    ...(volumeTier ? { volumeTier } : {}),
    ...(nextVolumeTier ? { nextVolumeTier } : {}),
    limits,
    atMaximum: !guarantee && clampSelectedQuantity(line.quantity, limits).incrementDisabled,
  };
}

function couponView(entry: NonNullable<BackendCart['discountCodes']>[number]): CouponView[] {
  const state = entry.state;
  if (!isCouponState(state)) return [];
  return [{ id: entry.discountCode.id, code: entry.code ?? entry.discountCode.code ?? '', state }];
}

/**
 * What the goods still need to ship free (domain), only while the cart pays for shipping: the
 * threshold holds against the goods after cart discounts, as the backend's shipping rate does.
 */
function toFreeShipping(summary: CartSummaryView, country: CountryCode): Money | undefined {
  if (!summary.shipping || isZero(summary.shipping)) return undefined;
  try {
    const remaining = amountToFreeShipping({ country, subtotal: subtract(summary.subtotal, summary.discount) });
    return isZero(remaining) ? undefined : remaining;
  } catch {
    // A currency without shipping fees (domain throws): nothing to promise.
    return undefined;
  }
}

/**
 * The cart page's, sidebar's and payment page's view of the backend's cart: its lines and totals
 * are read as every priced document's (summary/document-summary.ts, the same as an order's);
 * domain's rules add what the backend does not say (the volume tier reached, the selector's caps,
 * the amount left to free shipping).
 */
export function shapeCart(cart: BackendCart, context: ShapeContext): CartView {
  const lines = cart.lineItems.map((line) => lineView(line, context));
  const summary = documentSummaryOf(cart, lines, context.language);
  const remaining = toFreeShipping(summary, context.country);
  return {
    id: cart.id,
    version: cart.version,
    currency: cart.totalPrice.currencyCode as CurrencyCode,
    lines,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    coupons: (cart.discountCodes ?? []).flatMap(couponView),
    summary: remaining ? { ...summary, toFreeShipping: remaining } : summary,
  };
}
