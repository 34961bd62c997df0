/** Max quantity of a single product in the cart (spec 2 §9). */
export const MAX_CART_QUANTITY_PER_PRODUCT = 1000;

/**
 * Shown when the selector hits a cap (spec 1 §8, spec 2 §5). The spec gives one message for
 * "the cap", so both the stock and the cart-maximum warnings display it.
 */
export const MAX_QUANTITY_MESSAGE = 'You have reached the maximum quantity';
