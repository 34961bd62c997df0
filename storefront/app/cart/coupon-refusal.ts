import { isCouponState, type CouponState } from './cart-view';

interface RefusalBody {
  readonly code?: unknown;
  readonly errors?: readonly { readonly code?: unknown; readonly reason?: unknown }[];
}

/**
 * The state, in the spec's words, of a code the backend refused to apply (400
 * DiscountCodeNonApplicable). commercetools' reasons: DoesNotExist (no such code),
 * TimeRangeNonApplicable (outside its validity dates), NotActive, MaxApplicationReached,
 * ApplicationStoppedByPreviousDiscount… A reason that is itself a state keeps its name; an unknown
 * code and one outside its dates are 'NotValid'. Undefined when the refusal is not about the code.
 */
export function refusedCouponState(body: unknown): CouponState | undefined {
  const refusal = (body ?? {}) as RefusalBody;
  const error = refusal.errors?.find((entry) => entry.code === 'DiscountCodeNonApplicable');
  if (refusal.code !== 'DiscountCodeNonApplicable' && !error) return undefined;
  const reason = error?.reason;
  return isCouponState(reason) ? reason : 'NotValid';
}

/** The backend's answer says the cart is gone for this shopper (commercetools ResourceNotFound, 'was not found in store'). */
export function isCartGoneAnswer(status: number, body: unknown): boolean {
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  return status === 404 && (code === 'ResourceNotFound' || (typeof message === 'string' && /was not found/.test(message)));
}
