import { MAX_CART_QUANTITY_PER_PRODUCT } from '@shop/domain';
import { fieldText, isToken, postedVia, returnPath, type PostedVia } from '../shop/form-fields';

/** The README's addToCart part: `sku: ≤64`. */
export const MAX_SKU_LENGTH = 64;

export interface AddToCartInput {
  readonly sku: string;
  readonly quantity: number;
  /** Where a post without JavaScript goes back to: a path on this site, '/' otherwise. */
  readonly returnTo: string;
  readonly via: PostedVia;
}

export type AddToCartInputResult =
  | { readonly ok: true; readonly input: AddToCartInput }
  | { readonly ok: false; readonly field: 'sku' | 'quantity' };

/**
 * The add-to-cart form's fields, checked before any backend call. A quantity is a whole number
 * from 1 to the cart maximum (domain); what the stock allows is the backend's to decide, and the
 * shopper is told what it did. Reading chosen: a quantity typed with a fraction or a sign is
 * refused rather than rounded, since the form never sends one.
 */
export function parseAddToCartInput(form: FormData): AddToCartInputResult {
  const sku = fieldText(form, 'sku');
  if (!isToken(sku, MAX_SKU_LENGTH)) return { ok: false, field: 'sku' };
  const quantityText = fieldText(form, 'quantity');
  const quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity >= 1 && quantity <= MAX_CART_QUANTITY_PER_PRODUCT)) return { ok: false, field: 'quantity' };
  return { ok: true, input: { sku, quantity, returnTo: returnPath(form, '/'), via: postedVia(form) } };
}
