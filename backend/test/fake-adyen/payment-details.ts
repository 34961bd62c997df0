import { errors, withReference, type AdyenError } from './adyen-error.js';
import type { FakeContext } from './context.js';
import { finish, resultFields, type FinalAnswer } from './outcomes.js';

type Body = Record<string, unknown>;

/**
 * /payments/details: `details.redirectResult` (what the shopper's browser brought back from a
 * hosted or challenge page) resolves to the result the shopper chose there; PayPal's
 * `details.orderID` with the action's `paymentData` authorises the PayPal payment. Asked again,
 * the same result is answered again.
 */
export function submitDetails(ctx: FakeContext, body: Body): FinalAnswer | AdyenError {
  const details = body.details;
  if (typeof details !== 'object' || details === null) return withReference(errors.missingField('details'));
  const { redirectResult, orderID } = details as Body;

  if (redirectResult !== undefined) {
    const payment = typeof redirectResult === 'string' ? ctx.store.byRedirectResult(redirectResult) : undefined;
    if (!payment?.result) return withReference(errors.invalidField('details.redirectResult'));
    return resultFields(payment);
  }

  if (orderID !== undefined) {
    const payment = typeof body.paymentData === 'string' ? ctx.store.byPaymentData(body.paymentData) : undefined;
    if (!payment) return withReference(errors.invalidField('paymentData'));
    if (orderID !== payment.sdkToken) return withReference(errors.invalidField('details.orderID'));
    finish(payment, 'Authorised', ctx.notify);
    return resultFields(payment);
  }

  return withReference(errors.missingField('details.redirectResult'));
}
