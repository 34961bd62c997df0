import type { Cart, DiscountCodeInfo, LineItem, ProductType } from '@commercetools/platform-sdk';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';

/*
 * The port hands out carts with `discountCodes[*].discountCode` and `lineItems[*].productType`
 * expanded (cart-port.ts), as commercetools answers a read with those `expand` parameters: the
 * shopper's answer shows the code text and the product-type key from them. The engine stores
 * references only (an expansion is a read-time view, never stale in the database) and expands
 * from its catalogue snapshot on the way out.
 */

/*
 * A line is a shared, never-mutated value (line-snapshot-codec.ts, cart-response.ts): the same
 * stored line expands to the same object while its product type is the same, so the answer's
 * per-line byte cache keeps hitting across reads.
 */
const expandedLines = new WeakMap<LineItem, { readonly type: ProductType; readonly line: LineItem }>();

function expandLine(line: LineItem, catalogue: CatalogueSnapshot): LineItem {
  const type = catalogue.productTypes.get(line.productType.id);
  if (!type) return line;
  const known = expandedLines.get(line);
  if (known?.type === type) return known.line;
  const expanded: LineItem = { ...line, productType: { typeId: 'product-type', id: line.productType.id, obj: type } };
  expandedLines.set(line, { type, line: expanded });
  return expanded;
}

function expandCode(info: DiscountCodeInfo, catalogue: CatalogueSnapshot): DiscountCodeInfo {
  // A code deleted after it was added has nothing to expand to (commercetools then omits obj too).
  const code = catalogue.discountCodes.get(info.discountCode.id);
  return code ? { ...info, discountCode: { typeId: 'discount-code', id: info.discountCode.id, obj: code } } : info;
}

/*
 * The stored cart is itself a shared value (the store's document cache hands back the same
 * object until it changes): it expands to the same object, so a read or a batch that changes
 * nothing still answers the very cart the caller has (cart-versions.spec.ts).
 */
const expandedCarts = new WeakMap<Cart, { readonly catalogue: CatalogueSnapshot; readonly cart: Cart }>();

/** The cart as the port hands it out: discount codes and line product types expanded. */
export function expandCart(cart: Cart, catalogue: CatalogueSnapshot): Cart {
  const known = expandedCarts.get(cart);
  if (known?.catalogue === catalogue) return known.cart;
  const expanded: Cart = {
    ...cart,
    lineItems: cart.lineItems.map((line) => expandLine(line, catalogue)),
    discountCodes: cart.discountCodes.map((info) => expandCode(info, catalogue)),
  };
  expandedCarts.set(cart, { catalogue, cart: expanded });
  return expanded;
}

/** The cart as the engine stores it: references without their expansions. */
export function withoutExpansions(cart: Cart): Cart {
  return {
    ...cart,
    lineItems: cart.lineItems.map((line) => line.productType.obj
      ? { ...line, productType: { typeId: 'product-type', id: line.productType.id } }
      : line),
    discountCodes: cart.discountCodes.map((info) => info.discountCode.obj
      ? { ...info, discountCode: { typeId: 'discount-code', id: info.discountCode.id } }
      : info),
  };
}
