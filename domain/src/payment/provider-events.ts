/**
 * What a provider notification (Adyen's standard webhook: eventCode + success) does to the shop's
 * records, as data. Transaction types and states, order and payment states are commercetools'
 * (spec 2 §4). Readings chosen where the spec is silent ("which transitions the server allows:
 * not shown"):
 * - AUTHORISATION success pays the order (placing it first when the shopper never came back);
 *   failure fails a pending order's payment.
 * - CANCELLATION, and OFFER_CLOSED (an unpaid voucher expired), cancel the order and fail its payment.
 * - CANCEL_OR_REFUND (the answer to the shop's own reversal) records it on the attempt.
 * - REFUND records the refund; the order's payment state stays (the platform has no "refunded"
 *   payment state: refunds of returned goods are tracked on the return items).
 * - Every other event is stored and logged but moves nothing.
 */
export type TransactionType = 'Authorization' | 'CancelAuthorization' | 'Charge' | 'Refund' | 'Chargeback';
export type TransactionState = 'Initial' | 'Pending' | 'Success' | 'Failure';
export type OrderPaymentState = 'BalanceDue' | 'Failed' | 'Pending' | 'CreditOwed' | 'Paid';
export type OrderStateName = 'Open' | 'Confirmed' | 'Complete' | 'Cancelled';

export interface ProviderEventEffect {
  readonly transaction: { readonly type: TransactionType; readonly state: TransactionState };
  /** The order's payment state after the event, when it changes. */
  readonly paymentState?: OrderPaymentState;
  readonly orderState?: OrderStateName;
  /** The event completes a paid payment: the order is placed from the cart if it does not exist yet. */
  readonly placesOrder?: true;
}

const EFFECTS: Readonly<Record<string, { readonly success: ProviderEventEffect; readonly failure: ProviderEventEffect }>> = {
  AUTHORISATION: {
    success: { transaction: { type: 'Authorization', state: 'Success' }, paymentState: 'Paid', placesOrder: true },
    failure: { transaction: { type: 'Authorization', state: 'Failure' }, paymentState: 'Failed' },
  },
  CANCELLATION: {
    success: { transaction: { type: 'CancelAuthorization', state: 'Success' }, paymentState: 'Failed', orderState: 'Cancelled' },
    failure: { transaction: { type: 'CancelAuthorization', state: 'Failure' } },
  },
  OFFER_CLOSED: {
    success: { transaction: { type: 'Authorization', state: 'Failure' }, paymentState: 'Failed', orderState: 'Cancelled' },
    failure: { transaction: { type: 'Authorization', state: 'Failure' } },
  },
  // The answer to the shop's own /reversals of money it could not turn into an order: recorded on that attempt.
  CANCEL_OR_REFUND: {
    success: { transaction: { type: 'CancelAuthorization', state: 'Success' } },
    failure: { transaction: { type: 'CancelAuthorization', state: 'Failure' } },
  },
  CAPTURE: {
    success: { transaction: { type: 'Charge', state: 'Success' } },
    failure: { transaction: { type: 'Charge', state: 'Failure' } },
  },
  REFUND: {
    success: { transaction: { type: 'Refund', state: 'Success' } },
    failure: { transaction: { type: 'Refund', state: 'Failure' } },
  },
  REFUND_FAILED: {
    success: { transaction: { type: 'Refund', state: 'Failure' } },
    failure: { transaction: { type: 'Refund', state: 'Failure' } },
  },
};

/** The effect of an event, or undefined for one the shop only records. */
export function providerEventEffect(eventCode: string, success: boolean): ProviderEventEffect | undefined {
  const effects = Object.hasOwn(EFFECTS, eventCode) ? EFFECTS[eventCode] : undefined;
  return effects ? (success ? effects.success : effects.failure) : undefined;
}

/**
 * Whether an order in `current` payment state may move to `next` because of a notification that
 * may arrive late or out of order: a Paid order is never set back to Pending or Failed by a stale
 * failure, only a cancellation (which cancels the order) fails a paid payment.
 */
export function paymentStateMayMove(current: OrderPaymentState | undefined, next: OrderPaymentState, cancels: boolean): boolean {
  if (current === next) return false;
  if (current === 'Paid') return cancels;
  return true;
}
