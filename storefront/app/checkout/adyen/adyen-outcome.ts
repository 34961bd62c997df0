import { paymentErrorCode, sameSitePath, type PaymentErrorCode } from '@shop/domain';
import { PAYMENT_ERROR_PATH, THANK_YOU_PATH } from '../payment/payment-paths';

/** Where a payment went, from the backend's answer to makeAdyenPayment / submitAdyenPaymentDetails (issue 19 contract). */
export type PaymentOutcome =
  /** The order exists: the thank-you page. */
  | { readonly kind: 'order'; readonly orderId: string; readonly resultCode?: string }
  /** Not paid; the cart is intact: the payment error page with the code. */
  | { readonly kind: 'error'; readonly code: PaymentErrorCode; readonly resultCode?: string }
  /** Drop-in has more to do: redirect the shopper, show a voucher or a challenge. */
  | { readonly kind: 'action'; readonly resultCode?: string; readonly action: Readonly<Record<string, unknown>> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer read in the contract's order: an order wins, then an error code, then an action. An
 * answer with none of them (or not an object) is the generic payment error: the shopper is never
 * left on a page that waits for nothing.
 */
export function paymentOutcomeOf(answer: unknown, responseKey: 'makePaymentResponse' | 'submitAdditionalPaymentDetailsResponse'): PaymentOutcome {
  const body = isRecord(answer) ? answer : {};
  const response = isRecord(body[responseKey]) ? body[responseKey] : {};
  const resultCode = typeof response.resultCode === 'string' ? response.resultCode.slice(0, 64) : undefined;
  const withCode = resultCode === undefined ? {} : { resultCode };
  const order = body.order;
  if (isRecord(order) && typeof order.id === 'string' && order.id !== '') return { kind: 'order', orderId: order.id, ...withCode };
  if (body.error !== undefined) return { kind: 'error', code: paymentErrorCode(body.error), ...withCode };
  if (isRecord(response.action) && typeof response.action.type === 'string') return { kind: 'action', action: response.action, ...withCode };
  return { kind: 'error', code: 'payment-error', ...withCode };
}

/**
 * The page an outcome sends the shopper to, in their language (`local` adds the prefix), decided
 * through sameSitePath like every redirect of the shop: never another origin.
 */
export function nextPathOf(outcome: Exclude<PaymentOutcome, { kind: 'action' }>, local: (path: string) => string): string {
  const path = outcome.kind === 'order'
    ? `${THANK_YOU_PATH}?order=${encodeURIComponent(outcome.orderId)}`
    : `${PAYMENT_ERROR_PATH}?error=${encodeURIComponent(outcome.code)}`;
  return sameSitePath(local(path)) ?? local(`${PAYMENT_ERROR_PATH}?error=payment-error`);
}
