import type { Cart, CartAddDiscountCodeAction, CartRemoveDiscountCodeAction, DiscountCode, DiscountCodeNonApplicableError } from '@commercetools/platform-sdk';
import { CommerceError, invalidOperation } from '../../../port/commerce-error.js';
import { isWithinValidity } from '../../pricing/validity.js';
import type { CartContext } from '../cart-context.js';

/*
 * What commercetools answers to Add DiscountCode (and to a cart draft's discountCodes), per its
 * documentation (the platform SDK's API reference, generated from the same API specification):
 * - DiscountCodeNonApplicableError,
 *   https://commercetools.github.io/commercetools-sdk-typescript/interfaces/Platform_SDK.DiscountCodeNonApplicableError.html
 *   400, message "The discountCode $discountCodeId cannot be applied to the cart.", reason
 *   "DoesNotExist" or "TimeRangeNonApplicable", with discountCode, discountCodeId, validFrom,
 *   validUntil and validityCheckTime ("the Discount Code validity check was last performed");
 * - Add DiscountCode,
 *   https://commercetools.github.io/commercetools-sdk-typescript/interfaces/Platform_SDK.CartAddDiscountCodeAction.html
 *   "If the related Cart Discounts are inactive or invalid, or belong to a different Store than
 *   the Cart, a DiscountCodeNonApplicableError is returned."
 * - DiscountCodeState, https://docs.commercetools.com/api/projects/carts#discountcodestate and
 *   https://commercetools.github.io/commercetools-sdk-typescript/enums/Platform_SDK.DiscountCodeStateValues.html
 *   NotValid: "The discount code is not valid or it does not contain any valid cart discounts.
 *   Validity is determined based on the validFrom and validUntil dates"; an Order from a Cart with
 *   a state other than MatchesCart is refused with DiscountCodeNonApplicable.
 * So a code already in the cart whose validity ends stays there: recalculation gives it NotValid
 * (discount-codes.ts) and it takes nothing off.
 *
 * Reading chosen: "inactive or invalid" Cart Discounts means none of the code's Cart Discounts is
 * both active and within its window (the NotActive / NotValid states say "does not contain any
 * active / valid cart discounts"); a window that excludes now, the code's or its discounts', is
 * reason TimeRangeNonApplicable. A code that is itself switched off is not named there: it is
 * added and shows NotActive, as before. Store-bound cart discounts are not modelled by the
 * engine. Validity is checked at the request's own time (context.now, the engine's clock).
 */

const notApplicable = (code: DiscountCode, extra: Partial<DiscountCodeNonApplicableError>): CommerceError => {
  const message = `The discountCode ${code.id} cannot be applied to the cart.`;
  const error: DiscountCodeNonApplicableError = { code: 'DiscountCodeNonApplicable', message, discountCode: code.code, discountCodeId: code.id, ...extra };
  return new CommerceError(400, message, [error]);
};

/** The refusal an add meets at `now`, or undefined when the code may be added. */
function refusalOf(code: DiscountCode, context: CartContext, now: Date): CommerceError | undefined {
  const window = {
    ...(code.validFrom ? { validFrom: code.validFrom } : {}),
    ...(code.validUntil ? { validUntil: code.validUntil } : {}),
  };
  const timeRange = { reason: 'TimeRangeNonApplicable', ...window, validityCheckTime: context.now };
  if (!isWithinValidity(code, now)) return notApplicable(code, timeRange);
  if (!code.isActive) return undefined;
  const ids = new Set(code.cartDiscounts.map((reference) => reference.id));
  const active = context.catalogue.cartDiscounts.filter((discount) => ids.has(discount.id) && discount.isActive);
  if (active.length === 0) return notApplicable(code, {});
  if (!active.some((discount) => isWithinValidity(discount, now))) return notApplicable(code, timeRange);
  return undefined;
}

/**
 * An unknown code is refused (DiscountCodeNonApplicable, DoesNotExist), and so is one outside its
 * validity or without an active, valid cart discount (see above); any other is added and the
 * recalculation gives it its state (MatchesCart, DoesNotMatchCart, MaxApplicationReached, …),
 * which is what the cart page shows.
 */
export function addDiscountCode(cart: Cart, action: CartAddDiscountCodeAction, context: CartContext): Cart {
  const id = context.catalogue.discountCodeIdByCode.get(action.code);
  const code = id === undefined ? undefined : context.catalogue.discountCodes.get(id);
  if (!id || !code) {
    const message = `The discount code '${action.code}' was not found.`;
    throw new CommerceError(400, message, [{ code: 'DiscountCodeNonApplicable', message, discountCode: action.code, reason: 'DoesNotExist' }]);
  }
  const refusal = refusalOf(code, context, new Date(context.now));
  if (refusal) throw refusal;
  if (cart.discountCodes.some((info) => info.discountCode.id === id)) {
    throw invalidOperation(`The discount code '${action.code}' is already on the cart.`);
  }
  return { ...cart, discountCodes: [...cart.discountCodes, { discountCode: { typeId: 'discount-code', id }, state: 'MatchesCart' }] };
}

/** Removing a code that is not on the cart changes nothing (spec 2 §4: removal of an absent code is a no-op). */
export function removeDiscountCode(cart: Cart, action: CartRemoveDiscountCodeAction): Cart {
  return { ...cart, discountCodes: cart.discountCodes.filter((info) => info.discountCode.id !== action.discountCode.id) };
}
