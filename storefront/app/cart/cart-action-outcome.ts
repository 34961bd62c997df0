import type { CartView, CouponState } from './cart-view';

/**
 * What a cart action ended in (client-safe). 'updated': the backend took it; 'problem': it failed
 * and the cart was read again (spec 2 §8's 'There was a problem with adding product to the cart');
 * 'gone': the cart no longer exists for this shopper (another store's, or 'was not found in
 * store') and is cleared; 'coupon-refused': the code cannot be applied, with its state in words.
 */
export const CART_ACTION_STATUSES = ['updated', 'problem', 'gone', 'coupon-refused', 'invalid'] as const;
export type CartActionStatus = (typeof CART_ACTION_STATUSES)[number];

export interface CartActionOutcome {
  readonly status: CartActionStatus;
  /** The cart after the action (or as read again after a failure); null when there is none. */
  readonly cart: CartView | null;
  readonly coupon?: { readonly code: string; readonly state: CouponState };
  /** Lines the backend capped below the quantity asked (stock or the 1000 maximum). */
  readonly capped?: readonly string[];
}

export const isCartActionStatus = (value: unknown): value is CartActionStatus =>
  typeof value === 'string' && (CART_ACTION_STATUSES as readonly string[]).includes(value);

/** The query parameters carrying an outcome back to the cart page after a post without JavaScript. */
export const CART_UPDATE_PARAM = 'cartUpdate';
export const COUPON_STATE_PARAM = 'coupon';
export const COUPON_CODE_PARAM = 'couponCode';

/** The notice id of a failed update (spec 2 §8). */
export const CART_PROBLEM_NOTICE_ID = 'cart-adding-problem';
