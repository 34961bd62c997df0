import { Types } from '@adyen/api-library';
import { errors, newPspReference, withReference, type AdyenError } from './adyen-error.js';
import type { FakeContext } from './context.js';
import { checkAmount } from './request-checks.js';

type Body = Record<string, unknown>;
const { EventCodeEnum, SuccessEnum } = Types.notification.NotificationRequestItem;

export type Modification = 'cancels' | 'reversals' | 'refunds';

type ModificationAnswer =
  | Types.checkout.PaymentCancelResponse
  | Types.checkout.PaymentReversalResponse
  | Types.checkout.PaymentRefundResponse;

/**
 * /payments/{pspReference}/cancels|reversals|refunds: Adyen answers `received` at once and tells
 * the outcome later in a CANCELLATION / CANCEL_OR_REFUND / REFUND notification (success false
 * for a payment it cannot modify: unknown, not authorised, or a refund above what is left).
 */
export function modify(ctx: FakeContext, kind: Modification, paymentPspReference: string, body: Body): ModificationAnswer | AdyenError {
  const payment = ctx.store.get(paymentPspReference);
  if (kind === 'refunds') {
    const amountError = checkAmount(body.amount, true);
    if (amountError) return withReference(amountError);
  }
  const amount = kind === 'refunds' ? (body.amount as Types.checkout.Amount) : payment?.amount;
  if (kind === 'refunds' && payment && amount!.currency !== payment.amount.currency) return withReference(errors.unsupportedCurrency());

  const common = {
    merchantAccount: ctx.merchantAccount,
    paymentPspReference,
    pspReference: newPspReference(),
    ...(typeof body.reference === 'string' ? { reference: body.reference } : {}),
  };
  const answer: ModificationAnswer =
    kind === 'refunds'
      ? { ...common, amount: amount!, status: Types.checkout.PaymentRefundResponse.StatusEnum.Received }
      : { ...common, status: Types.checkout.PaymentCancelResponse.StatusEnum.Received };

  const authorised = payment?.result === 'Authorised';
  const refundable = authorised && kind === 'refunds' && payment.refunded + amount!.value <= payment.amount.value;
  const success = kind === 'refunds' ? refundable : authorised;
  if (success && kind === 'refunds') payment!.refunded += amount!.value;
  if (success && kind !== 'refunds') payment!.result = 'Cancelled';

  ctx.notify({
    eventCode: { cancels: EventCodeEnum.Cancellation, reversals: EventCodeEnum.CancelOrRefund, refunds: EventCodeEnum.Refund }[kind],
    success: success ? SuccessEnum.True : SuccessEnum.False,
    pspReference: answer.pspReference,
    originalReference: paymentPspReference,
    merchantReference: payment?.merchantReference ?? (typeof body.reference === 'string' ? body.reference : ''),
    amount: amount ?? { currency: 'EUR', value: 0 },
    paymentMethod: payment?.notifiedMethod ?? '',
    reason: success ? '' : payment ? 'Modification not allowed' : 'Original pspReference not found',
    ...(kind === 'reversals' ? { additionalData: { 'modification.action': 'refund' } } : {}),
  });
  return answer;
}
