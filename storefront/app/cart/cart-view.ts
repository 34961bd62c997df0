import type { Money } from '@shop/domain';
import type { GuaranteeOffers } from './guarantee/guarantee-offers';

/**
 * What every order summary shows (app/cart/summary/cart-summary.tsx): the lines and the totals of
 * a cart or an order, read in one place (app/cart/summary/document-summary.ts).
 */
export interface DocumentView {
  readonly lines: readonly SummaryLineView[];
  readonly summary: CartSummaryView;
}

/**
 * The cart as the storefront shows it (spec 2 §2, §3): made on the server from the backend's
 * answer and domain's rules (app/cart/shape-cart.ts), rendered by the cart page, the cart sidebar
 * and the payment page; the thank-you page shows an order through the same summary (DocumentView,
 * app/cart/summary/cart-summary.tsx). Client-safe: data only.
 */
export interface CartView extends DocumentView {
  readonly id: string;
  readonly version: number;
  readonly currency: Money['currencyCode'];
  readonly lines: readonly CartLineView[];
  /** Pieces in the cart (the header badge's number). */
  readonly itemCount: number;
  readonly coupons: readonly CouponView[];
  /** The extra guarantees each line may still get, by line id (the extras' guaranteeOffers; none on the payment page). */
  readonly guaranteeOffers?: GuaranteeOffers;
}

/** A line as a cart and an order both say it: what the read-only summary lines show. */
export interface SummaryLineView {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  /** The product page in the shopper's language ('' when the line has no slug). */
  readonly href: string;
  readonly image?: { readonly url: string; readonly alt: string };
  readonly quantity: number;
  /** One piece at the price list's price (the standard price), shown struck through when a discount applies. */
  readonly standardUnitPrice?: Money;
  /** One piece after product discounts (what the product page shows). */
  readonly unitPrice: Money;
  /** The line after every discount (volume tier, coupons): what the cart charges for it. */
  readonly lineTotal: Money;
  /** The line before cart discounts (unit price × quantity), shown struck through when larger than lineTotal. */
  readonly lineTotalBeforeDiscounts: Money;
  /** An extra-guarantee line (virtual SKU): its quantity follows its parent, no selector. */
  readonly guarantee: boolean;
  /** The parent line's SKU of an extra-guarantee line. */
  readonly parentSku?: string;
}

/** A cart line: the summary line with what the cart's controls need (domain's tiers and caps). */
export interface CartLineView extends SummaryLineView {
  /** The volume-discount tier the quantity reaches (domain's applicableVolumeTier). */
  readonly volumeTier?: { readonly volume: number; readonly discountPercentage: number };
  /** The next tier, to tell the shopper what a few more pieces would save. */
  readonly nextVolumeTier?: { readonly volume: number; readonly discountPercentage: number };
  /** The selector's caps (domain's quantity rules): stock when known, the cart maximum always. */
  readonly limits: { readonly stock?: number; readonly maximum: number };
  /** The line sits at its cap: 'You have reached the maximum quantity'. */
  readonly atMaximum: boolean;
}

/** The spec's discount code states (spec 2 §4). */
export const COUPON_STATES = [
  'MatchesCart',
  'DoesNotMatchCart',
  'NotValid',
  'NotActive',
  'MaxApplicationReached',
  'ApplicationStoppedByPreviousDiscount',
] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const isCouponState = (value: unknown): value is CouponState => (COUPON_STATES as readonly unknown[]).includes(value);

export interface CouponView {
  /** The discount code's id: removeCartCoupon sends it back. */
  readonly id: string;
  readonly code: string;
  readonly state: CouponState;
}

/**
 * The rows of an order summary. Prices include VAT (every tax rate of the shop is included in the
 * price), so the rows add up to the total: subtotal − discount + shipping + COD fee = total; the
 * VAT rows say what the total includes and are not added.
 */
export interface CartSummaryView {
  /**
   * The goods before cart discounts: every line at its unit price × quantity. A product discount
   * is part of the unit price (the product page's price, the price list's one struck through on
   * the line), so it is not a row of its own.
   */
  readonly subtotal: Money;
  /** What the cart discounts (volume tiers, coupons) took off the goods (0 when none). */
  readonly discount: Money;
  /** The shipping the cart pays (0 = 'Free'); absent for an empty cart, which has no method yet. */
  readonly shipping?: Money;
  /** What the goods still need to ship free (domain's amountToFreeShipping; carts only); absent once reached or unknown. */
  readonly toFreeShipping?: Money;
  /** The cash-on-delivery fee line, when the cart or order carries one (spec 2 §3). */
  readonly codFee?: { readonly title: string; readonly amount: Money };
  /** VAT by rate (taxPortions), the rate in percent. */
  readonly vat: readonly { readonly ratePercent: number; readonly amount: Money }[];
  /** NET prices: the backend taxes the document at 0 % (reverse charge) after a validated company VAT ID. */
  readonly net?: true;
  readonly total: Money;
}

/** What a cart page or panel is given: the cart, or the honest word that it could not be read. */
export type CartLoad = { readonly cart: CartView | null; readonly unavailable?: true };
