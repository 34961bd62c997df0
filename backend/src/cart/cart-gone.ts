import { CommerceError } from '../commerce/port/commerce-error.js';

/**
 * Whether a failed change says the cart no longer exists for this shopper: commercetools'
 * ResourceNotFound ("… was not found in store 'ex-sk'." for a cart of another store, or plainly
 * "… was not found."). The shop then clears the cart (spec 2 §4) rather than failing forever.
 */
export const isCartGone = (error: unknown): error is CommerceError =>
  error instanceof CommerceError && error.statusCode === 404 && error.code === 'ResourceNotFound';
