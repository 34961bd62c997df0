import type { PaymentErrorCode, PaymentRefusal } from '@shop/domain';

/** Spec 2 §4 pre-pay check, §8: the backend's text when e-mail or billing details are missing. */
export const CONTACT_DETAILS_MISSING = 'Email or address details are missing';

/** Why placing the order did not work, as the payment page explains it. */
export type PaymentFailure =
  /** The place-order POST came without a method (the radio group is required; a crafted or old form). */
  | { readonly kind: 'method-missing' }
  /** The pre-pay checks: e-mail, billing first name or billing e-mail missing. */
  | { readonly kind: 'contact-missing' }
  /** An address the backend refused (postal code against its country): fixed on the addresses step. */
  | { readonly kind: 'address-invalid' }
  /** Domain's rules refused the method for the cart as it is now (it changed since the page loaded). */
  | { readonly kind: 'refused'; readonly reasons: readonly PaymentRefusal[] }
  /** Spec 2 §8's payment error codes. */
  | { readonly kind: 'code'; readonly code: PaymentErrorCode };

/** Which call failed: attaching the payment (step 1) or creating the order (step 3). */
export type PaymentStage = 'attach' | 'order';

interface ErrorBody {
  readonly message?: unknown;
  readonly errors?: unknown;
}

const isRefusal = (value: unknown): value is PaymentRefusal =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';

/**
 * A failed backend call mapped to what the shopper is told. `status` undefined: the backend did not
 * answer (down, timed out). Nothing here is a success: every path is a failure the page shows.
 */
export function paymentFailureOf(stage: PaymentStage, status: number | undefined, body: unknown): PaymentFailure {
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const text = typeof message === 'string' ? message : '';
  if (text === CONTACT_DETAILS_MISSING) return { kind: 'contact-missing' };
  if (status === 400 && text.startsWith('Postal code is incorrect')) return { kind: 'address-invalid' };
  if (status === 400 && stage === 'attach' && Array.isArray(errors) && errors.length > 0 && errors.every(isRefusal)) {
    return { kind: 'refused', reasons: errors };
  }
  if (status === 422) return { kind: 'code', code: 'unprocessable-entity' };
  if (stage === 'order') {
    // The payment no longer covers the cart's total: the price changed under the shopper.
    if (status === 400 && text.startsWith('The cart has changed since the payment method was chosen')) return { kind: 'code', code: 'malformed-price' };
    return { kind: 'code', code: 'creating-order-failed' };
  }
  return { kind: 'code', code: 'payment-error' };
}
