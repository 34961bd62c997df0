import { isSameSitePath } from '@shop/domain';

/** README updateCart: `sku: ≤64`, `lineItemId: ≤256`. */
const MAX_SKU_LENGTH = 64;
const MAX_LINE_ID_LENGTH = 256;

/** The add-guarantee form's fields (a line of the cart, the SKU it is, the guarantee chosen). */
export interface AddGuaranteeInput {
  readonly lineId: string;
  readonly parentSku: string;
  readonly guaranteeSku: string;
  /** Where a post without JavaScript goes back to: a path on this site, '/checkout/cart' otherwise. */
  readonly returnTo: string;
  readonly via: 'fetch' | 'form';
}

export type AddGuaranteeInputResult =
  | { readonly ok: true; readonly input: AddGuaranteeInput }
  | { readonly ok: false; readonly field: 'lineId' | 'parentSku' | 'guaranteeSku' };

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');
const isToken = (value: string, max: number): boolean => value !== '' && value.length <= max && !/[\u0000-\u001f\u007f]/.test(value);

export const DEFAULT_RETURN = '/checkout/cart';

/** Checked before any backend call; whether the guarantee may cover the line is the backend's to decide. */
export function parseAddGuaranteeInput(form: FormData): AddGuaranteeInputResult {
  const lineId = text(form.get('lineId'));
  if (!isToken(lineId, MAX_LINE_ID_LENGTH)) return { ok: false, field: 'lineId' };
  const parentSku = text(form.get('parentSku'));
  if (!isToken(parentSku, MAX_SKU_LENGTH)) return { ok: false, field: 'parentSku' };
  const guaranteeSku = text(form.get('guaranteeSku'));
  if (!isToken(guaranteeSku, MAX_SKU_LENGTH)) return { ok: false, field: 'guaranteeSku' };
  const returnTo = text(form.get('returnTo'));
  return {
    ok: true,
    input: {
      lineId,
      parentSku,
      guaranteeSku,
      returnTo: isSameSitePath(returnTo) ? returnTo : DEFAULT_RETURN,
      via: text(form.get('via')) === 'fetch' ? 'fetch' : 'form',
    },
  };
}

/** A line id in the sidebar's query (GET /cart/guarantee-options.json?line=…). */
export const parseLineId = (value: string | null): string | undefined =>
  value !== null && isToken(value.trim(), MAX_LINE_ID_LENGTH) ? value.trim() : undefined;
