import { createHash } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { Cart, Payment, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { HttpClientException } from '@adyen/api-library';
import { clientTypeOfAddress, filterPaymentMethods, providerOutcome, type PaymentErrorCode } from '@shop/domain';
import type { CallContext } from '../../api/call-context.js';
import { forgetCart, sessionCartId } from '../../cart/cart-session.js';
import { ShopperCarts } from '../../cart/shopper-carts.js';
import { belongsTo } from '../../cart/cart-owner.js';
import { resourceNotFound } from '../../commerce/port/commerce-error.js';
import { cartTotalGross, toMoney } from '../../checkout/cart-money.js';
import { cartTotalWithoutCodFee } from '../../checkout/cod-fee-line.js';
import { replacePaymentActions } from '../../checkout/cart-payment-actions.js';
import { checkOrderable } from '../../checkout/pre-pay-checks.js';
import { OwnPayments } from '../../checkout/own-payments.js';
import { AdyenAttempts } from './adyen-attempts.js';
import { AdyenCheckout, type PaymentDetailsResponse, type PaymentResponse } from './adyen-checkout.js';
import { AdyenOrderCompletion } from './adyen-order-completion.js';
import type { AdyenDetailsPayload, AdyenPaymentPayload } from './adyen-payment.payloads.js';
import { paymentRequestOf } from './adyen-payment-request.js';
import { ADYEN_SETTINGS, type AdyenSettings } from './adyen-settings.js';
import { voucherActions } from './voucher.js';

/** What Drop-in needs of Adyen's answer: never the raw answer (it may carry additionalData about the card). */
export interface ShopperResult {
  readonly resultCode: string | undefined;
  readonly action?: unknown;
  readonly pspReference?: string;
  readonly merchantReference?: string;
}

export interface AttemptAnswer {
  readonly result: ShopperResult;
  readonly order?: { readonly id: string };
  readonly error?: PaymentErrorCode;
}

const shopperResult = (response: PaymentResponse | PaymentDetailsResponse): ShopperResult => ({
  resultCode: response.resultCode,
  ...('action' in response && response.action ? { action: response.action } : {}),
  ...(response.pspReference ? { pspReference: response.pspReference } : {}),
  ...(response.merchantReference ? { merchantReference: response.merchantReference } : {}),
});

/** Adyen refused the request itself (HTTP 422: a field it cannot process) or failed. */
const requestErrorCode = (error: unknown): PaymentErrorCode =>
  error instanceof HttpClientException && error.statusCode === 422 ? 'unprocessable-entity' : 'payment-error';

/**
 * The shopper's side of a card/wallet payment (spec 2 §4 payment flow with the provider hand-off
 * responses makePaymentResponse and submitAdditionalPaymentDetailsResponse): the methods for the
 * cart, one attempt per /payments call, the details of a redirect or 3-D Secure, and what each
 * result means for the order (domain's providerOutcome).
 */
@Injectable()
export class AdyenPaymentFlow {
  private readonly logger = new Logger('Adyen');

  constructor(
    @Inject(ADYEN_SETTINGS) private readonly settings: AdyenSettings | null,
    private readonly checkout: AdyenCheckout,
    private readonly attempts: AdyenAttempts,
    private readonly completion: AdyenOrderCompletion,
    private readonly carts: ShopperCarts,
    private readonly ownPayments: OwnPayments,
  ) {}

  async methods(cartId: string, quickPay: boolean, context: CallContext) {
    // AdyenPaymentCalls calls the flow only in a configured shop.
    const settings = this.settings!;
    const { market } = context;
    const cart = await this.ownedCart(cartId, context);
    const amount = cartTotalWithoutCodFee(cart);
    const answer = await this.checkout.paymentMethods({
      countryCode: market.country,
      shopperLocale: market.locale,
      amount: { currency: amount.currencyCode, value: amount.centAmount },
      channel: 'Web' as never,
    });
    const paymentMethods = filterPaymentMethods((answer.paymentMethods ?? []).filter((method): method is typeof method & { type: string } => typeof method.type === 'string'), { clientType: clientTypeOfAddress(cart.billingAddress), quickPay });
    return {
      configured: true as const,
      clientKey: settings.clientKey,
      environment: settings.environment,
      ...(settings.browserUrls ? { environmentUrls: settings.browserUrls } : {}),
      countryCode: market.country,
      shopperLocale: market.locale,
      amount: { currency: amount.currencyCode, value: amount.centAmount },
      paymentMethodsResponse: { paymentMethods },
    };
  }

  /** One attempt: the cart's payment becomes a new Adyen attempt for the cart's total, sent to /payments. */
  async pay(cartId: string, payload: AdyenPaymentPayload, context: CallContext): Promise<AttemptAnswer> {
    const cart = await this.ownedCart(cartId, context);
    checkOrderable(cart, this.logger);
    const type = payload.paymentMethod.type;
    if (filterPaymentMethods([type], { clientType: clientTypeOfAddress(cart.billingAddress), quickPay: false }).length === 0) {
      throw new BadRequestException(`paymentMethod.type '${type}' is not offered to this buyer`);
    }
    const created = await this.attempts.create(cart, type, cartTotalWithoutCodFee(cart));
    // The attempt replaces any earlier payment (and a COD fee line) on the cart; its amount is the cart's total once that is done.
    const updated = await this.carts.change(context, cart, (current) => replacePaymentActions(current, created.id, undefined));
    if (!updated) throw resourceNotFound(cartId);
    const attempt = await this.ownPayments.withAmount(created, cartTotalGross(updated));
    const amount = toMoney(attempt.amountPlanned);
    let response: PaymentResponse;
    try {
      response = await this.checkout.payments(
        paymentRequestOf(updated, amount, attempt.key!, payload, context.market, context.clientIp), `${attempt.key}:payments`);
    } catch (error) {
      this.logger.warn(`payment ${attempt.key} refused by Adyen: ${(error as Error).message}`);
      await this.recordFailure(attempt);
      return { result: { resultCode: 'Error', merchantReference: attempt.key! }, error: requestErrorCode(error) };
    }
    return this.conclude(attempt, response, context);
  }

  /** The details Drop-in or the return URL brought back (redirectResult, threeDSResult…), resolved by Adyen. */
  async details(payload: AdyenDetailsPayload, context: CallContext): Promise<AttemptAnswer> {
    // The same details sent twice (a reload of the return page) ask Adyen once; the repeat replays its answer.
    const key = `details:${createHash('sha256').update(JSON.stringify(payload.details)).digest('base64url')}`;
    let response: PaymentDetailsResponse;
    try {
      response = await this.checkout.paymentsDetails({ details: payload.details, ...(payload.paymentData ? { paymentData: payload.paymentData } : {}) }, key);
    } catch (error) {
      this.logger.warn(`payment details refused by Adyen: ${(error as Error).message}`);
      return { result: { resultCode: 'Error' }, error: requestErrorCode(error) };
    }
    const attempt = response.merchantReference ? await this.attempts.byReference(response.merchantReference) : undefined;
    if (!attempt) {
      this.logger.warn(`payment details for unknown reference ${response.merchantReference ?? '(none)'}`);
      return { result: shopperResult(response), error: 'payment-error' };
    }
    return this.conclude(attempt, response, context);
  }

  /** What a result means: an order (paid or awaiting the money), the shopper's next action, or the failure's code. */
  private async conclude(attempt: Payment, response: PaymentResponse | PaymentDetailsResponse, context: CallContext): Promise<AttemptAnswer> {
    const result = shopperResult(response);
    const outcome = providerOutcome(response.resultCode);
    const recorded = await this.attempts.record(attempt, (current) => [
      ...(response.pspReference && current.interfaceId !== response.pspReference ? [{ action: 'setInterfaceId', interfaceId: response.pspReference } as const] : []),
      ...('action' in response ? voucherActions(current, response.action) : []),
      ...resultTransaction(current, response, outcome.kind),
    ]);
    if (outcome.kind === 'shopper-action') return { result };
    if (outcome.kind === 'failed') return { result, error: outcome.code };
    const done = await this.completion.complete(recorded, response.amount ?? undefined, outcome.kind === 'paid' ? 'Paid' : 'Pending');
    if ('error' in done) return { result, error: done.error };
    // The shopper who paid sees the order; the session forgets the cart it became.
    if (!belongsTo(done.order, context.session.current)) return { result };
    if (sessionCartId(context) === done.order.cart?.id) forgetCart(context);
    return { result, order: { id: done.order.id } };
  }

  /** Adyen refused the request itself: no pspReference, the attempt's authorisation failed. */
  private async recordFailure(attempt: Payment): Promise<void> {
    await this.attempts.record(attempt, (current) => current.transactions.length > 0 ? [] : [{
      action: 'addTransaction',
      transaction: { type: 'Authorization', amount: current.amountPlanned, state: 'Failure' },
    }]);
  }

  private async ownedCart(cartId: string, context: CallContext): Promise<Cart> {
    const cart = await this.carts.owned(context, cartId);
    if (!cart) throw resourceNotFound(cartId);
    return cart;
  }
}

/** The Authorization transaction a result records: Success/Failure once final, Pending while it is not. */
function resultTransaction(payment: Payment, response: PaymentResponse | PaymentDetailsResponse, kind: string): PaymentUpdateAction[] {
  const state = kind === 'paid' ? 'Success' : kind === 'failed' ? 'Failure' : 'Pending';
  const psp = response.pspReference;
  const existing = payment.transactions.find((transaction) => transaction.type === 'Authorization' && (psp === undefined || transaction.interactionId === psp || transaction.interactionId === undefined));
  if (!existing) {
    return [{ action: 'addTransaction', transaction: { type: 'Authorization', amount: payment.amountPlanned, state, ...(psp ? { interactionId: psp } : {}) } }];
  }
  // A final state is never set back by a later, older answer (the webhook may have got there first).
  if (existing.state === state || existing.state === 'Success' || existing.state === 'Failure') return [];
  return [{ action: 'changeTransactionState', transactionId: existing.id, state }];
}
