import type { OwnPaymentMethod } from './own-payment-methods.js';

/**
 * The key of a cart's payment of one of the shop's own methods, e.g. 'cod-<cart id>'. Payment
 * keys are unique per project on commercetools and in the engine alike, so a second create for
 * the same cart and method is refused by the platform itself, whichever replica or tab sends it:
 * at most one such payment per cart and method can exist (issue 11: 20 concurrent
 * createCodPayment made 20 payments). The pattern allows letters, digits, '_' and '-' (2–256):
 * method codes and cart ids (UUIDs) are made of those.
 */
export const ownPaymentKey = (method: OwnPaymentMethod, cartId: string): string => `${method.code}-${cartId}`;
