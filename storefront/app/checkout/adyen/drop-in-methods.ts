/**
 * What the shop asks of Drop-in's methods, whatever the market: the card form asks for the
 * holder's name (Adyen's refusal tests and many issuers use it), and PayPal takes the money at once
 * (spec 2 §1: PayPal with capture intent) rather than authorising for a later capture.
 */
export const DROP_IN_METHODS_CONFIGURATION = {
  card: { hasHolderName: true, holderNameRequired: true },
  paypal: { intent: 'capture' },
} as const;
