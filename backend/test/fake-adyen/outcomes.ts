import { Types } from '@adyen/api-library';
import type { FakePayment, FinalResult, Refusal } from './payment-store.js';
import type { NotificationRequestItem } from './types.js';

const { EventCodeEnum, SuccessEnum } = Types.notification.NotificationRequestItem;

export const REFUSED: Refusal = { reason: 'Refused', code: '2' };
export const NOT_AUTHENTICATED: Refusal = { reason: '3D Not Authenticated', code: '11' };

/**
 * Marks the payment final (once) and hands its AUTHORISATION notification to `notify`: success
 * for Authorised, failure with the reason otherwise (a shopper's cancel is a failed authorisation;
 * CANCELLATION is the answer to a merchant's cancel request).
 */
export function finish(
  payment: FakePayment,
  result: FinalResult,
  notify: (partial: Partial<NotificationRequestItem>) => void,
  refusal?: Refusal,
): void {
  if (payment.result !== undefined) return;
  payment.result = result;
  if (refusal) payment.refusal = refusal;
  notify({
    eventCode: EventCodeEnum.Authorisation,
    success: result === 'Authorised' ? SuccessEnum.True : SuccessEnum.False,
    pspReference: payment.pspReference,
    merchantReference: payment.merchantReference,
    amount: payment.amount,
    paymentMethod: payment.notifiedMethod,
    reason: result === 'Authorised' ? (payment.cardReason ?? '') : (refusal?.reason ?? 'Cancelled'),
  });
}

/** A final answer: the fields PaymentResponse and PaymentDetailsResponse share (no action). */
export type FinalAnswer = Omit<Types.checkout.PaymentResponse, 'action'>;

/** The answer for a payment with a final result, to /payments or /payments/details. */
export function resultFields(payment: FakePayment): FinalAnswer {
  const fields: FinalAnswer = {
    pspReference: payment.pspReference,
    resultCode: Types.checkout.PaymentResponse.ResultCodeEnum[payment.result!],
    merchantReference: payment.merchantReference,
    amount: payment.amount,
    paymentMethod: payment.flow === 'card' ? { type: payment.type, brand: payment.notifiedMethod } : { type: payment.type },
  };
  if (payment.refusal) {
    fields.refusalReason = payment.refusal.reason;
    fields.refusalReasonCode = payment.refusal.code;
  }
  return fields;
}
