import { randomBytes } from 'node:crypto';
import type { Types } from '@adyen/api-library';
import type { Flow } from './payment-method-types.js';

export type FinalResult = 'Authorised' | 'Refused' | 'Cancelled';

export interface Refusal {
  readonly reason: string;
  readonly code: string;
}

/** One payment the fake took, from /payments to its final result. */
export interface FakePayment {
  readonly pspReference: string;
  readonly merchantReference: string;
  readonly amount: Types.checkout.Amount;
  readonly type: string;
  readonly flow: Flow;
  /** What Adyen's notifications name as paymentMethod: the card brand for cards, else the type. */
  readonly notifiedMethod: string;
  readonly returnUrl: string;
  /** For a card, the "authCode:last4:expiry" Adyen puts in an authorisation's reason. */
  readonly cardReason?: string;
  result?: FinalResult;
  refusal?: Refusal;
  /** Handed to the shopper's browser on its way back to returnUrl. */
  redirectResult?: string;
  /** PayPal: the token in the sdk action, and the paymentData Drop-in sends back with it. */
  sdkToken?: string;
  paymentData?: string;
  refunded: number;
}

const opaque = (): string => randomBytes(24).toString('base64url');

export class PaymentStore {
  readonly #byPsp = new Map<string, FakePayment>();
  readonly #byRedirectResult = new Map<string, FakePayment>();
  readonly #byPaymentData = new Map<string, FakePayment>();

  add(payment: FakePayment): FakePayment {
    this.#byPsp.set(payment.pspReference, payment);
    return payment;
  }

  get(pspReference: string): FakePayment | undefined {
    return this.#byPsp.get(pspReference);
  }

  /** The opaque value the shopper's browser carries back; /payments/details resolves it. */
  issueRedirectResult(payment: FakePayment): string {
    payment.redirectResult ??= opaque();
    this.#byRedirectResult.set(payment.redirectResult, payment);
    return payment.redirectResult;
  }

  byRedirectResult(redirectResult: string): FakePayment | undefined {
    return this.#byRedirectResult.get(redirectResult);
  }

  issuePaymentData(payment: FakePayment): string {
    payment.paymentData ??= `Ab02b4c0!${opaque()}`;
    this.#byPaymentData.set(payment.paymentData, payment);
    return payment.paymentData;
  }

  byPaymentData(paymentData: string): FakePayment | undefined {
    return this.#byPaymentData.get(paymentData);
  }
}
