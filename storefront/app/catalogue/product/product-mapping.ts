import {
  addToCartAvailability,
  availabilityMonthName,
  discountFromStandard,
  isLowStock,
  MAX_CART_QUANTITY_PER_PRODUCT,
  type UtcDateLike,
} from '@shop/domain';
import {
  booleanAttribute,
  enumAttribute,
  shownText,
  shownTextAttribute,
  numberAttribute,
  stringListAttribute,
  textAttribute,
  toMoney,
  type BackendProduct,
  type BackendVariant,
} from './backend-product';
import type {
  AvailabilityView,
  Dimensions,
  ProductDetailsView,
  ProductImageView,
  ProductPriceView,
  QuantityLimitsView,
} from './product-view';

// Pure readings of a backend product for the page: no I/O, no clock (today comes in).

/** The price a shopper pays, the standard price and the discount between them (spec 1 §3). */
export function toPriceView(variant: BackendVariant): ProductPriceView | undefined {
  const price = variant.price;
  if (!price) return undefined;
  const standard = toMoney(price.value);
  if (!price.discounted) return { price: standard };
  const discounted = toMoney(price.discounted.value);
  const discount = discountFromStandard(standard, discounted);
  return discount ? { price: discounted, standardPrice: standard, discount } : { price: discounted };
}

/** Pieces in stock: the variant's figure, or none when the platform says it is not on stock. */
export function stockOf(variant: BackendVariant): number {
  const { isOnStock, availableQuantity } = variant.availability ?? {};
  if (isOnStock === false) return 0;
  return typeof availableQuantity === 'number' && Number.isFinite(availableQuantity) ? Math.max(0, Math.floor(availableQuantity)) : 0;
}

/**
 * In stock, low stock (domain's price-band rule) or out of stock; out of stock carries the
 * 'Buy in {month}' month (domain: three months from today), named in the shop's locale.
 */
export function toAvailabilityView(variant: BackendVariant, price: ProductPriceView, today: UtcDateLike, locale: string): AvailabilityView {
  const availableQuantity = stockOf(variant);
  if (availableQuantity === 0) return { state: 'out-of-stock', availableQuantity, buyInMonth: availabilityMonthName(today, locale) };
  return { state: isLowStock(price.price, availableQuantity) ? 'low-stock' : 'in-stock', availableQuantity };
}

/**
 * The quantity selector's limits before the shopper's cart is known: stock and the cart maximum
 * (domain's quantity rules clamp against them; the backend has the last word with the cart).
 */
export function toQuantityLimits(sku: string, stock: number): QuantityLimitsView {
  const { selectable } = addToCartAvailability({ sku, stock, inCart: 0 });
  return { stock, maximum: MAX_CART_QUANTITY_PER_PRODUCT, selectable };
}

/** A variant's net or gross length × width × height in cm, when it has all three. */
export function dimensions(variant: BackendVariant, kind: 'net' | 'gross'): Dimensions | undefined {
  const values = (['Length', 'Width', 'Height'] as const).map((side) => numberAttribute(variant, `${kind}${side}`));
  return values.every((value): value is number => value !== undefined) ? (values as unknown as Dimensions) : undefined;
}

/** Spec 1 §3's descriptive attributes, those the page shows. */
export function toDetailsView(product: BackendProduct, language: string): ProductDetailsView {
  const variant = product.masterVariant;
  const entries: [keyof ProductDetailsView, unknown][] = [
    ['description', shownText(product.description, language) ?? shownTextAttribute(variant, 'description', language)],
    ['highlights', shownTextAttribute(variant, 'highlights', language)],
    ['techdetails', shownTextAttribute(variant, 'techdetails', language)],
    ['deliveryPackage', shownTextAttribute(variant, 'deliveryPackage', language)],
    ['brand', shownTextAttribute(variant, 'brand', language)],
    ['model', shownTextAttribute(variant, 'model', language)],
    ['ean', textAttribute(variant, 'ean', language)],
    ['netDimensions', dimensions(variant, 'net')],
    ['netWeight', numberAttribute(variant, 'netWeight')],
    ['grossDimensions', dimensions(variant, 'gross')],
    ['grossWeight', numberAttribute(variant, 'grossWeight')],
    ['energyClass', enumAttribute(variant, 'energyEfficiencyClass')],
    ['manualUrl', textAttribute(variant, 'manualUrl', language)],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as ProductDetailsView;
}

/** The variant's pictures with their declared size (800 × 800 when the platform gives none). */
export function toImages(variant: BackendVariant, name: string): ProductImageView[] {
  return (variant.images ?? []).map((image) => ({
    url: image.url,
    alt: image.label?.trim() || name,
    width: image.dimensions?.w ?? 800,
    height: image.dimensions?.h ?? 800,
  }));
}

export const tagsOf = (variant: BackendVariant): string[] => stringListAttribute(variant, 'tags');
export const isBwareProduct = (variant: BackendVariant): boolean => booleanAttribute(variant, 'isBware');

