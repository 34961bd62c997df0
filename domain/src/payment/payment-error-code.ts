/** Spec 2 §8: the codes a failed card payment returns with (`/adyen-payment-error?error=…`). */
export const PAYMENT_ERROR_CODES = [
  'malformed-price', 'cancelled-transaction', 'creating-order-failed', 'unprocessable-entity', 'payment-error',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** The catch-all code; spec 2 §8 names it among the others. */
export const GENERIC_PAYMENT_ERROR: PaymentErrorCode = 'payment-error';

/**
 * The code a return URL carries, read strictly (exact spelling). Reading chosen: a missing or unknown
 * code is shown as the generic payment error rather than refused: the shopper came back from the
 * payment page and needs a way on, whatever the provider appended.
 */
export function paymentErrorCode(value: unknown): PaymentErrorCode {
  return (PAYMENT_ERROR_CODES as readonly unknown[]).includes(value) ? (value as PaymentErrorCode) : GENERIC_PAYMENT_ERROR;
}
