import { Inject, Injectable } from '@nestjs/common';
import { CheckoutAPI, Client, EnvironmentEnum, Types } from '@adyen/api-library';
import { adyenHttpClient } from './adyen-http-client.js';
import { ADYEN_SETTINGS, type AdyenSettings } from './adyen-settings.js';

type Checkout = typeof Types.checkout;
export type PaymentRequest = InstanceType<Checkout['PaymentRequest']>;
export type PaymentResponse = InstanceType<Checkout['PaymentResponse']>;
export type PaymentDetailsRequest = InstanceType<Checkout['PaymentDetailsRequest']>;
export type PaymentDetailsResponse = InstanceType<Checkout['PaymentDetailsResponse']>;
export type PaymentMethodsRequest = InstanceType<Checkout['PaymentMethodsRequest']>;
export type PaymentMethodsResponse = InstanceType<Checkout['PaymentMethodsResponse']>;
export type PaymentReversalResponse = InstanceType<Checkout['PaymentReversalResponse']>;

/**
 * Adyen's Checkout API through its Node library, configured once from the settings. Every call
 * that creates or changes money carries an idempotency key the caller derives from what it is
 * about, so a retry (ours, or the shopper's double click) can never move money twice.
 */
@Injectable()
export class AdyenCheckout {
  private readonly api: CheckoutAPI;
  private readonly settings: AdyenSettings;

  constructor(@Inject(ADYEN_SETTINGS) configured: AdyenSettings | null) {
    // Unconfigured, nothing may reach this service: the calls answer "not configured" first.
    if (!configured) throw new Error('AdyenCheckout needs the ADYEN_* settings');
    const settings = configured;
    this.settings = settings;
    const client = new Client({
      apiKey: settings.apiKey,
      environment: settings.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      ...(settings.liveUrlPrefix ? { liveEndpointUrlPrefix: settings.liveUrlPrefix } : {}),
      connectionTimeoutMillis: settings.timeoutMs,
      applicationName: 'pro-equipment-shop',
    }, adyenHttpClient(settings.checkoutUrl, settings.timeoutMs));
    this.api = new CheckoutAPI(client);
  }

  get merchantAccount(): string {
    return this.settings.merchantAccount;
  }

  paymentMethods(request: Omit<PaymentMethodsRequest, 'merchantAccount'>): Promise<PaymentMethodsResponse> {
    return this.api.PaymentsApi.paymentMethods({ ...request, merchantAccount: this.merchantAccount });
  }

  payments(request: Omit<PaymentRequest, 'merchantAccount'>, idempotencyKey: string): Promise<PaymentResponse> {
    return this.api.PaymentsApi.payments({ ...request, merchantAccount: this.merchantAccount } as PaymentRequest, { idempotencyKey });
  }

  paymentsDetails(request: PaymentDetailsRequest, idempotencyKey: string): Promise<PaymentDetailsResponse> {
    return this.api.PaymentsApi.paymentsDetails(request, { idempotencyKey });
  }

  /** Gives the money back whatever stage it reached: cancels an authorisation, refunds a capture (Adyen's /reversals). */
  reverse(pspReference: string, reference: string, idempotencyKey: string): Promise<PaymentReversalResponse> {
    return this.api.ModificationsApi.refundOrCancelPayment(pspReference, { merchantAccount: this.merchantAccount, reference }, { idempotencyKey });
  }
}
