import type { Cart, LineItem } from '@commercetools/platform-sdk';
import type { CartCurrency } from './cent-money.js';
import type { CatalogueVariant, PricingCatalogue } from './pricing-catalogue.js';
import type { CartSubject, LineSubject } from './predicates/evaluate.js';

/**
 * Merged attributes by the line's variant snapshot, which lines share with the catalogue and keep
 * for their lifetime: merging every line's attributes on every recalculation and shipping check
 * would redo the same work. Trusted only while both attribute lists are the very ones merged.
 */
const merged = new WeakMap<object, { product: unknown; variant: unknown; attributes: ReadonlyMap<string, unknown> }>();

function mergedAttributes(line: LineItem, found: CatalogueVariant | undefined): ReadonlyMap<string, unknown> {
  const productAttributes = found?.product.attributes;
  const variantAttributes = line.variant.attributes ?? found?.variant.attributes;
  const known = merged.get(line.variant);
  if (known && known.product === productAttributes && known.variant === variantAttributes) return known.attributes;
  const attributes = new Map<string, unknown>();
  for (const attribute of productAttributes ?? []) attributes.set(attribute.name, attribute.value);
  for (const attribute of variantAttributes ?? []) attributes.set(attribute.name, attribute.value);
  merged.set(line.variant, { product: productAttributes, variant: variantAttributes, attributes });
  return attributes;
}

/**
 * The facts of a line item that predicates can name. Attributes: the product's attributes merged
 * with the variant's (variant wins), as commercetools merges them for line items ("Product
 * Attributes are merged with Variant Attributes", LineItemDraft doc). The variant is the line's
 * own snapshot (`lineItem.variant`), as on the platform.
 */
export function lineSubject(
  line: LineItem,
  found: CatalogueVariant | undefined,
  amounts: { readonly unit: number; readonly total: number },
  currency: CartCurrency,
  catalogue: PricingCatalogue,
): LineSubject {
  const attributes = mergedAttributes(line, found);
  const productTypeId = line.productType?.id ?? found?.product.productType.id;
  return {
    quantity: line.quantity,
    sku: line.variant.sku,
    price: { centAmount: amounts.unit, ...currency },
    totalPrice: { centAmount: amounts.total, ...currency },
    productId: line.productId,
    productKey: line.productKey ?? found?.product.key,
    productTypeId,
    productTypeKey: (productTypeId !== undefined ? catalogue.productTypeKey?.(productTypeId) : undefined) ??
      line.productType?.obj?.key ?? found?.product.productType.obj?.key,
    variantId: line.variant.id,
    variantKey: line.variant.key,
    attributes,
  };
}

/**
 * The facts of a cart that cart predicates name. `totalPrice` is the sum of the line totals before
 * cart discounts and without shipping: cart discounts and shipping are what predicates decide, so
 * evaluating them on an already discounted total would make a discount disqualify itself. The
 * custom line items' totals (the COD fee) are part of it, as they are of the platform's cart
 * totalPrice ("Sum of the totalPrice field of all LineItems and CustomLineItems"); no cart
 * discount the engine applies can change them, so they are the same before and after discounts.
 */
export function cartSubject(cart: Cart, lines: readonly LineSubject[], currency: CartCurrency): CartSubject {
  const customTotal = (cart.customLineItems ?? []).reduce((total, item) => total + item.totalPrice.centAmount, 0);
  return {
    totalPrice: { centAmount: lines.reduce((total, line) => total + (line.totalPrice?.centAmount ?? 0), customTotal), ...currency },
    currency: currency.currencyCode,
    country: cart.country,
    shippingCountry: cart.shippingAddress?.country,
    billingCountry: cart.billingAddress?.country,
    customerId: cart.customerId,
    storeKey: cart.store?.key,
    lineItems: lines,
  };
}
