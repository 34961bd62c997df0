/**
 * What an add-to-cart post ended in, for the notice the shopper sees (client-safe). Every status
 * is what the backend actually did: 'capped' means fewer pieces went in than asked (stock or the
 * 1000-per-product maximum), 'max' that none could; nothing here is ever a guess at success.
 */
export const ADD_TO_CART_STATUSES = ['added', 'capped', 'max', 'refused', 'unavailable', 'invalid'] as const;
export type AddToCartStatus = (typeof ADD_TO_CART_STATUSES)[number];

export interface AddToCartOutcome {
  readonly status: AddToCartStatus;
  readonly sku?: string;
  /** Pieces this post put into the cart ('added', 'capped'). */
  readonly quantity?: number;
  /** Pieces of this SKU in the cart afterwards, when the cart answered. */
  readonly inCart?: number;
}

export const isAddToCartStatus = (value: unknown): value is AddToCartStatus =>
  typeof value === 'string' && (ADD_TO_CART_STATUSES as readonly string[]).includes(value);

/** Something went into the cart: the notice is a success and the header badge changes. */
export const addedSomething = (outcome: AddToCartOutcome): boolean => outcome.status === 'added' || outcome.status === 'capped';

/** The query parameters that carry the outcome back to the page after a post without JavaScript. */
export const CART_NOTICE_PARAM = 'cart';
export const CART_QUANTITY_PARAM = 'added';
