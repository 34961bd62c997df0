import { productNumberFromSku } from './product-number.js';
import { emptySupportRequest, type SupportField, type SupportRequestForm } from './support-form.js';
import type { SupportReason, SupportSubreason } from './support-reasons.js';

/**
 * Choosing a reason resets the subreason (spec 2 §4). Reading chosen: it resets on every choice,
 * including re-choosing the current reason; the select only fires when the choice changes anyway.
 * Values of extra fields are kept: what the shopper typed survives switching back and forth;
 * validation ignores hidden fields and `clearHiddenSupportFields` drops them before sending.
 */
export const selectSupportReason = (form: SupportRequestForm, reason: string): SupportRequestForm => ({
  ...form,
  reason,
  subreason: '',
});

export interface SupportPrefill {
  readonly form: SupportRequestForm;
  /** Fields the modal shows but does not let the shopper change. */
  readonly readOnly: readonly SupportField[];
}

const PRODUCT_CLAIM: SupportReason = 'product-claim';
const SALES: SupportReason = 'sales';
const MANUAL_NOT_IN_LANGUAGE: SupportSubreason = 'manual-not-in-language';
const OFFER_DISCOUNT_REQUEST: SupportSubreason = 'offer-discount-request';

/**
 * "Manual not in my language" from a product page (spec 2 §4): product claim, that subreason,
 * the product number from the SKU, read-only. `base` carries what is already known (the
 * signed-in customer's name and e-mail).
 */
export const manualRequestPrefill = (
  sku: string,
  base: SupportRequestForm = emptySupportRequest(),
): SupportPrefill => ({
  form: {
    ...base,
    reason: PRODUCT_CLAIM,
    subreason: MANUAL_NOT_IN_LANGUAGE,
    productNumber: productNumberFromSku(sku),
  },
  readOnly: ['productNumber'],
});

/**
 * Quote request from a product page (spec 2 §4): sales, offer/discount request, product number
 * from the SKU, quantity 1. Reading chosen: the spec marks only the manual request's product
 * number read-only, so here the shopper may change both.
 */
export const quoteRequestPrefill = (
  sku: string,
  base: SupportRequestForm = emptySupportRequest(),
): SupportPrefill => ({
  form: {
    ...base,
    reason: SALES,
    subreason: OFFER_DISCOUNT_REQUEST,
    productNumber: productNumberFromSku(sku),
    quantity: '1',
  },
  readOnly: [],
});
