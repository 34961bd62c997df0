import type { Cart, CartAddDiscountCodeAction, CartRemoveDiscountCodeAction } from '@commercetools/platform-sdk';
import { CommerceError, invalidOperation } from '../../../port/commerce-error.js';
import type { CartContext } from '../cart-context.js';

/**
 * An unknown code is refused outright (DiscountCodeNonApplicable, DoesNotExist); a known one is
 * added and the recalculation gives it its state (MatchesCart, DoesNotMatchCart, NotActive,
 * NotValid, MaxApplicationReached), which is what the cart page shows.
 */
export function addDiscountCode(cart: Cart, action: CartAddDiscountCodeAction, context: CartContext): Cart {
  const id = context.catalogue.discountCodeIdByCode.get(action.code);
  if (!id) {
    const message = `The discount code '${action.code}' was not found.`;
    throw new CommerceError(400, message, [{ code: 'DiscountCodeNonApplicable', message, discountCode: action.code, reason: 'DoesNotExist' }]);
  }
  if (cart.discountCodes.some((info) => info.discountCode.id === id)) {
    throw invalidOperation(`The discount code '${action.code}' is already on the cart.`);
  }
  return { ...cart, discountCodes: [...cart.discountCodes, { discountCode: { typeId: 'discount-code', id }, state: 'MatchesCart' }] };
}

/** Removing a code that is not on the cart changes nothing (spec 2 §4: removal of an absent code is a no-op). */
export function removeDiscountCode(cart: Cart, action: CartRemoveDiscountCodeAction): Cart {
  return { ...cart, discountCodes: cart.discountCodes.filter((info) => info.discountCode.id !== action.discountCode.id) };
}
