import { isVirtualSku } from '../catalogue/virtual-sku.js';
import { MAX_CART_QUANTITY_PER_PRODUCT } from './limits.js';

export interface AddableQuantityInput {
  readonly stock: number;
  readonly inCart: number;
  readonly maximum?: number;
}

// Inventory figures come from outside (stock may be missing, negative or fractional); a quantity
// the shopper can act on is a whole number of at least 0.
const wholeOrZero = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** min(cart maximum − in cart, stock − in cart), never below 0 (spec 2 §5). */
export function addableQuantity({ stock, inCart, maximum = MAX_CART_QUANTITY_PER_PRODUCT }: AddableQuantityInput): number {
  const held = wholeOrZero(inCart);
  return Math.max(0, Math.min(wholeOrZero(maximum) - held, wholeOrZero(stock) - held));
}

export interface AddToCartAvailability {
  readonly addable: number;
  /** false means the button reads out-of-stock. */
  readonly selectable: boolean;
}

/**
 * Virtual SKUs (extra guarantees) have no stock, so their addable quantity is 0, yet they stay
 * selectable (spec 2 §5); `addable` is still reported as computed, not invented.
 */
export function addToCartAvailability(input: AddableQuantityInput & { readonly sku: string }): AddToCartAvailability {
  const addable = addableQuantity(input);
  return { addable, selectable: addable > 0 || isVirtualSku(input.sku) };
}
