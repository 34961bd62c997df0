import { Types } from '@adyen/api-library';
import { errors, newPspReference, withReference, type AdyenError } from './adyen-error.js';
import { authorisationReason, cardBrand, CHALLENGE_CARD, testCardNumber } from './card.js';
import type { FakeContext } from './context.js';
import { finish, REFUSED, resultFields } from './outcomes.js';
import { methodType } from './payment-method-types.js';
import type { FakePayment } from './payment-store.js';

type PaymentResponse = Types.checkout.PaymentResponse;
type Body = Record<string, unknown>;

const { ResultCodeEnum } = Types.checkout.PaymentResponse;

/** `paymentMethod` must be an object of a type the fake knows, with that type's fields. */
export function checkPaymentMethod(paymentMethod: unknown): AdyenError | undefined {
  if (typeof paymentMethod !== 'object' || paymentMethod === null) return errors.missingField('paymentMethod');
  const fields = paymentMethod as Body;
  if (typeof fields.type !== 'string' || fields.type === '') return errors.missingField('paymentMethod.type');
  const known = methodType(fields.type);
  if (!known) return errors.notSupported(fields.type);
  const missing = known.required.find((field) => typeof fields[field] !== 'string' || fields[field] === '');
  return missing ? errors.missingField(`paymentMethod.${missing}`) : undefined;
}

const redirectAction = (ctx: FakeContext, payment: FakePayment, page: string): Types.checkout.CheckoutRedirectAction => ({
  paymentMethodType: payment.type,
  url: `${ctx.url}/${page}/${payment.pspReference}`,
  method: 'GET',
  type: Types.checkout.CheckoutRedirectAction.TypeEnum.Redirect,
});

/** Three days from now, as Adyen's Multibanco vouchers give it (no offset: UTC). */
const voucherExpiry = (): string => new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 19);

const digits = (count: number): string => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * /payments after its shape was checked: the outcome Adyen's test environment gives for the method
 * and test data (see README: cards by number and holderName, redirects, voucher, wallets, PayPal).
 * Answers an error for a card number that is not a valid `test_` value.
 */
export function makePayment(ctx: FakeContext, body: Body): PaymentResponse | AdyenError {
  const method = body.paymentMethod as Body;
  const type = method.type as string;
  const flow = methodType(type)!.flow;
  const base = {
    pspReference: newPspReference(),
    merchantReference: body.reference as string,
    amount: body.amount as Types.checkout.Amount,
    type,
    flow,
    returnUrl: body.returnUrl as string,
    refunded: 0,
  };

  if (flow === 'card') {
    const number = testCardNumber(method.encryptedCardNumber);
    if (number === undefined) return withReference({ ...errors.invalidField('paymentMethod.encryptedCardNumber'), errorCode: '101', message: 'Invalid card number' });
    const payment = ctx.store.add({
      ...base,
      notifiedMethod: cardBrand(number),
      cardReason: authorisationReason(number, method.encryptedExpiryMonth, method.encryptedExpiryYear),
    });
    if (method.holderName === 'REFUSED') {
      finish(payment, 'Refused', ctx.notify, REFUSED);
      return resultFields(payment);
    }
    if (number === CHALLENGE_CARD) {
      return { pspReference: payment.pspReference, resultCode: ResultCodeEnum.RedirectShopper, merchantReference: payment.merchantReference, action: redirectAction(ctx, payment, 'threeDS/challenge') };
    }
    finish(payment, 'Authorised', ctx.notify);
    return resultFields(payment);
  }

  const payment = ctx.store.add({ ...base, notifiedMethod: type });
  switch (flow) {
    case 'wallet':
      finish(payment, 'Authorised', ctx.notify);
      return resultFields(payment);
    case 'redirect':
      return { pspReference: payment.pspReference, resultCode: ResultCodeEnum.RedirectShopper, merchantReference: payment.merchantReference, action: redirectAction(ctx, payment, 'hpp/redirect') };
    case 'voucher':
      return {
        pspReference: payment.pspReference,
        resultCode: ResultCodeEnum.PresentToShopper,
        merchantReference: payment.merchantReference,
        action: {
          type: Types.checkout.CheckoutVoucherAction.TypeEnum.Voucher,
          paymentMethodType: type,
          entity: '12101',
          reference: `${digits(3)} ${digits(3)} ${digits(3)}`,
          expiresAt: voucherExpiry(),
          merchantName: ctx.merchantAccount,
          merchantReference: payment.merchantReference,
          initialAmount: payment.amount,
          totalAmount: payment.amount,
        },
      };
    case 'sdk': {
      payment.sdkToken = `${digits(1)}${newPspReference().slice(0, 16)}`;
      const paymentData = ctx.store.issuePaymentData(payment);
      return {
        pspReference: payment.pspReference,
        resultCode: ResultCodeEnum.Pending,
        merchantReference: payment.merchantReference,
        action: { type: Types.checkout.CheckoutSDKAction.TypeEnum.Sdk, paymentMethodType: type, paymentData, sdkData: { token: payment.sdkToken } },
      };
    }
    default:
      throw new Error(`no flow ${flow}`);
  }
}
