import type { Cart, CartRecalculateAction, LineItem } from '@commercetools/platform-sdk';
import type { CartContext } from '../cart-context.js';

/**
 * Prices, discounts and tax are recalculated after every batch anyway; updateProductData also
 * refreshes the product data a line froze when it was added (name, slug, product type, the
 * variant with its attributes and prices). A line whose product is no longer published keeps
 * its data, as commercetools does.
 */
export function recalculate(cart: Cart, action: CartRecalculateAction, context: CartContext): Cart {
  if (action.updateProductData !== true) return cart;
  return { ...cart, lineItems: cart.lineItems.map((line) => withCurrentProductData(line, context)) };
}

function withCurrentProductData(line: LineItem, { catalogue }: CartContext): LineItem {
  const published = catalogue.publishedVariant(line.productId, line.variant.id);
  if (!published) return line;
  const { product, variant } = published;
  return { ...line, name: product.name, productSlug: product.slug, productType: product.productType, variant };
}
