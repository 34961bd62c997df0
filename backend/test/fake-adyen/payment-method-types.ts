/** How the fake completes a payment of a method (contract: "Test behaviour"). */
export type Flow = 'card' | 'redirect' | 'voucher' | 'wallet' | 'sdk';

export interface MethodType {
  /** The name Adyen's /paymentMethods gives it. */
  readonly name: string;
  readonly flow: Flow;
  /** Fields `paymentMethod` must carry for this type (the v72 spec's required fields and Drop-in's data). */
  readonly required: readonly string[];
}

/** The 13 methods of spec 2 §1; any other `paymentMethod.type` is refused as not supported. */
export const METHOD_TYPES: Readonly<Record<string, MethodType>> = {
  scheme: { name: 'Cards', flow: 'card', required: ['encryptedCardNumber', 'encryptedExpiryMonth', 'encryptedExpiryYear'] },
  paypal: { name: 'PayPal', flow: 'sdk', required: [] },
  klarna: { name: 'Pay later with Klarna.', flow: 'redirect', required: [] },
  klarna_account: { name: 'Pay over time with Klarna.', flow: 'redirect', required: [] },
  klarna_b2b: { name: 'Pay later for business with Klarna.', flow: 'redirect', required: [] },
  ratepay: { name: 'RatePay Invoice', flow: 'redirect', required: [] },
  onlineBanking_PL: { name: 'Local Polish Payment Methods', flow: 'redirect', required: ['issuer'] },
  ideal: { name: 'iDEAL', flow: 'redirect', required: [] },
  twint: { name: 'TWINT', flow: 'redirect', required: [] },
  mobilepay: { name: 'MobilePay', flow: 'redirect', required: [] },
  multibanco: { name: 'Multibanco', flow: 'voucher', required: [] },
  applepay: { name: 'Apple Pay', flow: 'wallet', required: ['applePayToken'] },
  googlepay: { name: 'Google Pay', flow: 'wallet', required: ['googlePayToken'] },
};

export const methodType = (type: string): MethodType | undefined =>
  Object.hasOwn(METHOD_TYPES, type) ? METHOD_TYPES[type] : undefined;
