import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { CallContext } from '../../api/call-context.js';
import { CommerceMethod } from '../../api/commerce-method.decorator.js';
import { CartRefPayload } from '../../cart/cart-ref.payload.js';
import { AdyenPaymentFlow, type AttemptAnswer } from './adyen-payment-flow.js';
import { ADYEN_SETTINGS, type AdyenSettings } from './adyen-settings.js';
import { AdyenDetailsPayload, AdyenMethodsPayload, AdyenPaymentPayload } from './adyen-payment.payloads.js';

/** Unconfigured, the calls answer what the payment page needs to say nothing of cards. */
const NOT_CONFIGURED = { configured: false } as const;

/** Paying by card in a shop that offers no card payment: the call has nothing to act on (a 404, as for an unknown call). */
const notConfigured = (): never => {
  throw new NotFoundException('Card payments are not offered by this shop (the ADYEN_* settings are not set)');
};

/**
 * The card/wallet calls of the protocol (issue 19), thin: the flow decides. The answers name
 * Adyen's hand-off responses as spec 2 §3 does (makePaymentResponse,
 * submitAdditionalPaymentDetailsResponse) plus the order placed or the payment error's code.
 */
@Injectable()
export class AdyenPaymentCalls {
  private readonly flow: AdyenPaymentFlow | undefined;

  constructor(@Inject(ADYEN_SETTINGS) settings: AdyenSettings | null, flow: AdyenPaymentFlow) {
    // Unconfigured, the flow has no Adyen client (AdyenModule) and is never called.
    this.flow = settings ? flow : undefined;
  }

  @CommerceMethod('getAdyenPaymentMethods', { parts: [CartRefPayload, AdyenMethodsPayload], required: 1 })
  getAdyenPaymentMethods([ref, options]: [CartRefPayload, AdyenMethodsPayload], context: CallContext) {
    return this.flow ? this.flow.methods(ref.id, options.quickPay === true, context) : NOT_CONFIGURED;
  }

  @CommerceMethod('makeAdyenPayment', { parts: [CartRefPayload, AdyenPaymentPayload] })
  async makeAdyenPayment([ref, payload]: [CartRefPayload, AdyenPaymentPayload], context: CallContext) {
    const answer = await (this.flow ?? notConfigured()).pay(ref.id, payload, context);
    return { makePaymentResponse: answer.result, ...rest(answer) };
  }

  @CommerceMethod('submitAdyenPaymentDetails', { parts: [AdyenDetailsPayload] })
  async submitAdyenPaymentDetails([payload]: [AdyenDetailsPayload], context: CallContext) {
    const answer = await (this.flow ?? notConfigured()).details(payload, context);
    return { submitAdditionalPaymentDetailsResponse: answer.result, ...rest(answer) };
  }
}

const rest = (answer: AttemptAnswer) => ({
  ...(answer.order ? { order: answer.order } : {}),
  ...(answer.error ? { error: answer.error } : {}),
});
