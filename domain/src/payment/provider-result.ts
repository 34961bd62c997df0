import type { PaymentErrorCode } from './payment-error-code.js';

/**
 * What a card/wallet payment attempt's result means for the order (spec 2 §4 payment flow, §8),
 * read from the provider's `resultCode` (Adyen Checkout API: Authorised, Pending, Received,
 * PresentToShopper, RedirectShopper, IdentifyShopper, ChallengeShopper, Refused, Cancelled, Error…).
 * - paid: the money is authorised; the order is placed as Paid.
 * - awaiting-payment: the provider took the payment and the money comes later (a Multibanco
 *   voucher to pay, a bank that confirms asynchronously); the order is placed, its payment Pending.
 * - shopper-action: the shopper must act first (redirect, 3-D Secure); no order yet.
 * - failed: no money moves; the cart stays as it was and the shopper sees the code's message.
 * Reading chosen: any code not listed (PartiallyAuthorised, AuthenticationFinished — neither is
 * asked for by this shop) is a failure, never a success.
 */
export type ProviderOutcome =
  | { readonly kind: 'paid' }
  | { readonly kind: 'awaiting-payment' }
  | { readonly kind: 'shopper-action' }
  | { readonly kind: 'failed'; readonly code: PaymentErrorCode };

const OUTCOMES: Readonly<Record<string, ProviderOutcome>> = {
  Authorised: { kind: 'paid' },
  Pending: { kind: 'awaiting-payment' },
  Received: { kind: 'awaiting-payment' },
  PresentToShopper: { kind: 'awaiting-payment' },
  RedirectShopper: { kind: 'shopper-action' },
  IdentifyShopper: { kind: 'shopper-action' },
  ChallengeShopper: { kind: 'shopper-action' },
  Cancelled: { kind: 'failed', code: 'cancelled-transaction' },
};

export function providerOutcome(resultCode: unknown): ProviderOutcome {
  return (typeof resultCode === 'string' && Object.hasOwn(OUTCOMES, resultCode) ? OUTCOMES[resultCode] : undefined)
    ?? { kind: 'failed', code: 'payment-error' };
}
