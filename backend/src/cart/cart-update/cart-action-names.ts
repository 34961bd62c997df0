/**
 * The actions of the generic cart update (spec 2 §7 "cart update"), in the spec's order. Nothing
 * else passes: channels, prices, line custom fields and tax are the server's to set.
 */
export const CART_UPDATE_ACTIONS = [
  'addLineItem',
  'removeLineItem',
  'changeLineItemQuantity',
  'addDiscountCode',
  'removeDiscountCode',
  'setShippingMethod',
  'setBillingAddress',
  'setShippingAddress',
  'setCustomerEmail',
  'addPayment',
  'setCustomType',
  'recalculate',
] as const;

export type CartUpdateActionName = (typeof CART_UPDATE_ACTIONS)[number];

/** The storefront batches a debounced burst of changes; more than this in one call is not a shopper's. */
export const MAX_CART_UPDATE_ACTIONS = 50;
