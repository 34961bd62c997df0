/** Method codes offered by the external card/payment provider (spec 2 §1), in the spec's order. */
export const PROVIDER_PAYMENT_METHOD_CODES = [
  'scheme', 'paypal', 'klarna_account', 'ratepay', 'onlineBanking_PL', 'ideal', 'klarna',
  'klarna_b2b', 'applepay', 'googlepay', 'multibanco', 'twint', 'mobilepay',
] as const;
export type ProviderPaymentMethodCode = (typeof PROVIDER_PAYMENT_METHOD_CODES)[number];

/** Our own codes for the two payments the shop handles itself. */
export const OWN_PAYMENT_METHOD_CODES = ['cod', 'bank_transfer'] as const;
export type OwnPaymentMethodCode = (typeof OWN_PAYMENT_METHOD_CODES)[number];

export const PAYMENT_METHOD_CODES = [...PROVIDER_PAYMENT_METHOD_CODES, ...OWN_PAYMENT_METHOD_CODES] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export const isPaymentMethodCode = (value: unknown): value is PaymentMethodCode =>
  typeof value === 'string' && (PAYMENT_METHOD_CODES as readonly string[]).includes(value);

/** The English name of each provider method, written on the payment record (spec 2 §3: paymentInterface, English name). */
export const PROVIDER_METHOD_NAMES: Readonly<Record<ProviderPaymentMethodCode, string>> = {
  scheme: 'Card', paypal: 'PayPal', klarna_account: 'Klarna Pay over time', ratepay: 'Ratepay', onlineBanking_PL: 'Online banking (Poland)',
  ideal: 'iDEAL', klarna: 'Klarna Pay later', klarna_b2b: 'Billie (Klarna B2B invoice)', applepay: 'Apple Pay', googlepay: 'Google Pay',
  multibanco: 'Multibanco', twint: 'TWINT', mobilepay: 'MobilePay',
};

export const isProviderPaymentMethodCode = (value: unknown): value is ProviderPaymentMethodCode =>
  typeof value === 'string' && (PROVIDER_PAYMENT_METHOD_CODES as readonly string[]).includes(value);
