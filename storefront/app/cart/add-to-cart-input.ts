import { isSameSitePath, MAX_CART_QUANTITY_PER_PRODUCT } from '@shop/domain';

/** The README's addToCart part: `sku: ≤64`. */
export const MAX_SKU_LENGTH = 64;

export interface AddToCartInput {
  readonly sku: string;
  readonly quantity: number;
  /** Where a post without JavaScript goes back to: a path on this site, '/' otherwise. */
  readonly returnTo: string;
  /** 'fetch' when the enhanced form posted (answer with data), 'form' for a plain HTML post (redirect). */
  readonly via: 'fetch' | 'form';
}

export type AddToCartInputResult =
  | { readonly ok: true; readonly input: AddToCartInput }
  | { readonly ok: false; readonly field: 'sku' | 'quantity' };

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The add-to-cart form's fields, checked before any backend call. A quantity is a whole number
 * from 1 to the cart maximum (domain); what the stock allows is the backend's to decide, and the
 * shopper is told what it did. Reading chosen: a quantity typed with a fraction or a sign is
 * refused rather than rounded, since the form never sends one.
 */
export function parseAddToCartInput(form: FormData): AddToCartInputResult {
  const sku = text(form.get('sku'));
  if (sku === '' || sku.length > MAX_SKU_LENGTH || /[\u0000-\u001f\u007f]/.test(sku)) return { ok: false, field: 'sku' };
  const quantityText = text(form.get('quantity'));
  const quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity >= 1 && quantity <= MAX_CART_QUANTITY_PER_PRODUCT)) return { ok: false, field: 'quantity' };
  const returnTo = text(form.get('returnTo'));
  return {
    ok: true,
    input: { sku, quantity, returnTo: isSameSitePath(returnTo) ? returnTo : '/', via: text(form.get('via')) === 'fetch' ? 'fetch' : 'form' },
  };
}
