import { fieldText, isToken, postedVia, returnPath, type PostedVia } from '../../shop/form-fields';
import { MAX_SKU_LENGTH } from '../add-to-cart-input';

/** README updateCart: `lineItemId: ≤256` (a SKU as addToCart's). */
const MAX_LINE_ID_LENGTH = 256;

/** The add-guarantee form's fields (a line of the cart, the SKU it is, the guarantee chosen). */
export interface AddGuaranteeInput {
  readonly lineId: string;
  readonly parentSku: string;
  readonly guaranteeSku: string;
  /** Where a post without JavaScript goes back to: a path on this site, '/checkout/cart' otherwise. */
  readonly returnTo: string;
  readonly via: PostedVia;
}

export type AddGuaranteeInputResult =
  | { readonly ok: true; readonly input: AddGuaranteeInput }
  | { readonly ok: false; readonly field: 'lineId' | 'parentSku' | 'guaranteeSku' };

export const DEFAULT_RETURN = '/checkout/cart';

/** Checked before any backend call; whether the guarantee may cover the line is the backend's to decide. */
export function parseAddGuaranteeInput(form: FormData): AddGuaranteeInputResult {
  const lineId = fieldText(form, 'lineId');
  if (!isToken(lineId, MAX_LINE_ID_LENGTH)) return { ok: false, field: 'lineId' };
  const parentSku = fieldText(form, 'parentSku');
  if (!isToken(parentSku, MAX_SKU_LENGTH)) return { ok: false, field: 'parentSku' };
  const guaranteeSku = fieldText(form, 'guaranteeSku');
  if (!isToken(guaranteeSku, MAX_SKU_LENGTH)) return { ok: false, field: 'guaranteeSku' };
  return { ok: true, input: { lineId, parentSku, guaranteeSku, returnTo: returnPath(form, DEFAULT_RETURN), via: postedVia(form) } };
}

/** A line id in the sidebar's query (GET /cart/guarantee-options.json?line=…). */
export function parseLineId(value: string | null): string | undefined {
  const lineId = value?.trim();
  return isToken(lineId, MAX_LINE_ID_LENGTH) ? lineId : undefined;
}
