import {
  amountToFreeShipping,
  applicableVolumeTier,
  clampSelectedQuantity,
  codFeeFromCustomField,
  DEFAULT_VOLUME_DISCOUNT_GROUP,
  isVirtualSku,
  isZero,
  MAX_CART_QUANTITY_PER_PRODUCT,
  money,
  multiply,
  productPagePath,
  subtract,
  sum,
  vatRatePercent,
  volumeDiscountsFor,
  zero,
  type CountryCode,
  type CurrencyCode,
  type Money,
  type VolumeCartDiscount,
} from '@shop/domain';
import { isCouponState, type CartLineView, type CartSummaryView, type CartView, type CouponView } from './cart-view';

/** Money as the backend's answers carry it (commercetools TypedMoney). */
export interface BackendMoney {
  readonly centAmount: number;
  readonly currencyCode: string;
  readonly fractionDigits?: number;
}

interface Attribute {
  readonly name: string;
  readonly value: unknown;
}

/** The part of a cart line (backend cart-view.ts, a commercetools LineItem) this view reads. */
export interface BackendLine {
  readonly id: string;
  readonly quantity: number;
  readonly name?: string | Readonly<Record<string, string>>;
  readonly productSlug?: string | Readonly<Record<string, string>>;
  readonly productType?: { readonly key?: string };
  readonly price: { readonly value: BackendMoney; readonly discounted?: { readonly value: BackendMoney } };
  readonly totalPrice: BackendMoney;
  readonly custom?: { readonly fields?: { readonly parentSku?: unknown } } | null;
  readonly variant: {
    readonly sku?: string;
    readonly images?: readonly { readonly url: string; readonly label?: string }[];
    readonly attributes?: readonly Attribute[];
  };
}

/** The part of the backend's cart answer this view reads. */
export interface BackendCart {
  readonly id: string;
  readonly version: number;
  readonly lineItems: readonly BackendLine[];
  readonly customLineItems?: readonly { readonly key?: string; readonly name?: string | Readonly<Record<string, string>>; readonly totalPrice: BackendMoney }[];
  readonly totalPrice: BackendMoney;
  readonly taxedPrice?: {
    readonly totalGross: BackendMoney;
    readonly taxPortions: readonly { readonly rate: number; readonly amount: BackendMoney }[];
  } | null;
  readonly shippingInfo?: { readonly price: BackendMoney } | null;
  readonly discountCodes?: readonly { readonly discountCode: { readonly id: string; readonly code?: string }; readonly state: string; readonly code?: string }[];
  readonly custom?: { readonly fields?: { readonly calculatedCodFee?: unknown } } | null;
}

export interface ShapeContext {
  readonly language: string;
  readonly languagePrefix: string;
  readonly nativeRouting: boolean;
  readonly storeKey: string;
  readonly country: CountryCode;
  /** getVolumeDiscounts' answer per volume-discount group of the cart's lines. */
  readonly volumeDiscounts: Readonly<Record<string, readonly VolumeCartDiscount[]>>;
  /** Available stock per SKU (getInventory); a SKU without an entry has no stock cap shown. */
  readonly stock: Readonly<Record<string, number>>;
}

/** The COD fee line's key among the cart's custom line items (backend checkout/cod-fee-line.ts). */
export const COD_FEE_LINE_KEY = 'cod-fee';

const toMoney = (value: BackendMoney): Money => money(value.centAmount, value.currencyCode as CurrencyCode, value.fractionDigits);

/** A one-language text of the cart's answer (the backend narrows to the market's language; the engine may not). */
const text = (value: string | Readonly<Record<string, string>> | undefined, language: string): string =>
  typeof value === 'string' ? value : (value?.[language] ?? Object.values(value ?? {})[0] ?? '');

const attribute = (line: BackendLine, name: string): unknown => line.variant.attributes?.find((entry) => entry.name === name)?.value;

/** The volume-discount group of a line: its variant's attribute, else the default group (domain). */
export const volumeGroupOf = (line: BackendLine): string => {
  const value = attribute(line, 'volumeDiscountGroup');
  return typeof value === 'string' && value !== '' ? value : DEFAULT_VOLUME_DISCOUNT_GROUP;
};

const tierOf = (tier: { volume: number; discountPercentage: number } | undefined) =>
  tier ? { volume: tier.volume, discountPercentage: tier.discountPercentage } : undefined;

function lineView(line: BackendLine, context: ShapeContext): CartLineView {
  const sku = line.variant.sku ?? '';
  const name = text(line.name, context.language);
  const slug = text(line.productSlug, context.language);
  const unitPrice = toMoney(line.price.discounted?.value ?? line.price.value);
  const standard = toMoney(line.price.value);
  const lineTotal = toMoney(line.totalPrice);
  const guarantee = line.productType?.key === 'extra_guarantee' || isVirtualSku(sku);
  const group = volumeGroupOf(line);
  const tiers = guarantee ? [] : volumeDiscountsFor(context.volumeDiscounts[group] ?? [], { storeKey: context.storeKey, group });
  const reached = applicableVolumeTier(tiers, line.quantity);
  const next = tiers.filter((tier) => tier.volume > line.quantity).sort((a, b) => a.volume - b.volume)[0];
  const stock = guarantee ? undefined : context.stock[sku];
  const limits = { ...(stock !== undefined ? { stock } : {}), maximum: MAX_CART_QUANTITY_PER_PRODUCT };
  const parentSku = line.custom?.fields?.parentSku;
  const image = line.variant.images?.[0];
  const volumeTier = tierOf(reached);
  const nextVolumeTier = tierOf(next);
  return {
    id: line.id,
    sku,
    name,
    href: slug ? `${context.languagePrefix}${productPagePath(slug, context.nativeRouting)}` : '',
    ...(image ? { image: { url: image.url, alt: name } } : {}),
    quantity: line.quantity,
    ...(standard.centAmount > unitPrice.centAmount ? { standardUnitPrice: standard } : {}),
    unitPrice,
    lineTotal,
    lineTotalBeforeDiscounts: multiply(unitPrice, line.quantity),
    ...(volumeTier ? { volumeTier } : {}),
    ...(nextVolumeTier ? { nextVolumeTier } : {}),
    limits,
    atMaximum: !guarantee && clampSelectedQuantity(line.quantity, limits).incrementDisabled,
    guarantee,
    ...(typeof parentSku === 'string' ? { parentSku } : {}),
  };
}

function couponView(entry: NonNullable<BackendCart['discountCodes']>[number]): CouponView[] {
  const state = entry.state;
  if (!isCouponState(state)) return [];
  return [{ id: entry.discountCode.id, code: entry.code ?? entry.discountCode.code ?? '', state }];
}

/** The COD fee the cart carries: the calculatedCodFee custom field (domain), titled by the fee line. */
function codFeeOf(cart: BackendCart, language: string): CartSummaryView['codFee'] {
  const line = cart.customLineItems?.find((item) => item.key === COD_FEE_LINE_KEY);
  const field = cart.custom?.fields?.calculatedCodFee as Parameters<typeof codFeeFromCustomField>[0] | undefined;
  const amount = field ? codFeeFromCustomField(field) : line ? toMoney(line.totalPrice) : undefined;
  if (!amount || isZero(amount)) return undefined;
  return { title: text(line?.name, language), amount };
}

function summaryOf(cart: BackendCart, lines: readonly CartLineView[], context: ShapeContext): CartSummaryView {
  const currency = cart.totalPrice.currencyCode as CurrencyCode;
  const subtotal = sum(lines.map((line) => line.lineTotal), currency);
  const before = sum(lines.map((line) => line.lineTotalBeforeDiscounts), currency);
  const shipping = lines.length > 0 && cart.shippingInfo ? toMoney(cart.shippingInfo.price) : undefined;
  let toFreeShipping: Money | undefined;
  try {
    const remaining = amountToFreeShipping({ country: context.country, subtotal });
    if (lines.length > 0 && shipping && !isZero(shipping) && !isZero(remaining)) toFreeShipping = remaining;
  } catch {
    // A currency without shipping fees (domain throws): nothing to promise.
  }
  const codFee = codFeeOf(cart, context.language);
  const total = toMoney(cart.taxedPrice?.totalGross ?? cart.totalPrice);
  const vat = (cart.taxedPrice?.taxPortions ?? [])
    .map((portion) => ({ ratePercent: vatRatePercent(portion.rate), amount: toMoney(portion.amount) }))
    .filter((portion) => lines.length > 0 || !isZero(portion.amount));
  const discount = subtract(before, subtotal);
  return {
    subtotal,
    discount: discount.centAmount > 0 ? discount : zero(currency),
    ...(shipping ? { shipping } : {}),
    ...(toFreeShipping ? { toFreeShipping } : {}),
    ...(codFee ? { codFee } : {}),
    vat,
    total,
  };
}

/**
 * The cart page's and sidebar's view of the backend's cart: every amount is the backend's (line
 * totals, shipping, taxes, total); domain's rules add what the backend does not say (the volume
 * tier reached, the selector's caps, the amount left to free shipping, the VAT rate in percent,
 * the COD fee from its custom field).
 */
export function shapeCart(cart: BackendCart, context: ShapeContext): CartView {
  const lines = cart.lineItems.map((line) => lineView(line, context));
  return {
    id: cart.id,
    version: cart.version,
    currency: cart.totalPrice.currencyCode as CurrencyCode,
    lines,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    coupons: (cart.discountCodes ?? []).flatMap(couponView),
    summary: summaryOf(cart, lines, context),
  };
}

