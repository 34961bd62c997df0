import type { Cart, ErrorObject } from '@commercetools/platform-sdk';
import { CommerceError, invalidInput, invalidOperation } from '../../port/commerce-error.js';
import { ORDERABLE_CODE_STATES } from '../../port/orderable-code-states.js';

/**
 * The errors of order creation, in commercetools' shape. Where the API reference names the code
 * (ShippingMethodDoesNotMatchCart, RequiredField, ResourceNotFound) it is used with its documented
 * wording; the rest are InvalidOperation, which the reference defines as "the resources involved
 * in the request are not in a valid state for the operation".
 */

/**
 * A cart or order of another store. Worded as the carts word it, so the shop's "was not found in
 * store → clear the cart" rule (spec 2 §4) holds here too.
 */
export const notFoundInStore = (id: string, storeKey: string): CommerceError => {
  const message = `The Resource with ID '${id}' was not found in store '${storeKey}'.`;
  return new CommerceError(404, message, [{ code: 'ResourceNotFound', message }]);
};

export const cartNotFound = (reference: string): CommerceError => {
  const message = `The Resource with ID '${reference}' was not found.`;
  return new CommerceError(404, message, [{ code: 'ResourceNotFound', message }]);
};

export const requiredField = (field: string): CommerceError =>
  invalidInput(`A value is required for field ${field}.`, 'RequiredField', { field });

/**
 * A cart is ordered at most once. The second attempt is refused as InvalidOperation (400), never
 * answered with the first order: the caller that wants idempotency looks the order up by cart.
 * Checked before the version, so a retry with the version it had read gets this definitive
 * answer, not a ConcurrentModification it would retry (spec 2 §4 retries those once).
 */
export const cartAlreadyOrdered = (cartId: string): CommerceError =>
  invalidOperation(`The cart with ID '${cartId}' is already ordered; a cart can be ordered only once.`);

/** A Merged cart (an anonymous cart merged into a customer's at sign-in) is no longer the shopper's cart. */
export const cartNotOrderable = (cart: Cart): CommerceError =>
  invalidOperation(`The cart with ID '${cart.id}' is ${cart.cartState} and cannot be ordered.`);

export const cartWithoutLineItems = (cartId: string): CommerceError =>
  invalidOperation(`The cart with ID '${cartId}' has no line items; an empty cart cannot be ordered.`);

/** "The Cart must have a shipping address set, regardless of the TaxMode" (Create Order from Cart). */
export const cartWithoutShippingAddress = (cartId: string): CommerceError =>
  invalidOperation(`The cart with ID '${cartId}' has no shipping address; set one before ordering.`);

export const shippingMethodDoesNotMatchCart = (): CommerceError =>
  invalidInput('The predicate does not match the cart.', 'ShippingMethodDoesNotMatchCart');

/**
 * DiscountCodeNonApplicable, "returned when the Cart contains a Discount Code with a
 * DiscountCodeState other than MatchesCart or ApplicationStoppedByGroupBestDeal", one of the
 * specific errors of Create Order from Cart (platform API reference, DiscountCodeNonApplicableError
 * and the Orders endpoint's error list). The state is the one the cart's last update gave it.
 */
export function nonApplicableCode(cart: Cart): CommerceError | undefined {
  const info = cart.discountCodes.find((code) => !ORDERABLE_CODE_STATES.includes(code.state));
  if (!info) return undefined;
  const message = `The discountCode ${info.discountCode.id} cannot be applied to the cart.`;
  return new CommerceError(400, message, [{
    code: 'DiscountCodeNonApplicable', message, discountCodeId: info.discountCode.id,
    ...(info.discountCode.obj?.code ? { discountCode: info.discountCode.obj.code } : {}),
  } as ErrorObject]);
}
