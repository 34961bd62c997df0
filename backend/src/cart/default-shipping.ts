import type { Cart, CartUpdateAction, ShippingMethod } from '@commercetools/platform-sdk';

/**
 * After every change the cart gets a default shipping method (spec 2 §4): when its method is not
 * the first one matching the cart (parcel by default, freight once a freight line is in) or its
 * state is DoesNotMatchCart, it is set to the first matching method. `matching` is the port's
 * shippingMethodsForCart, default first. No action when nothing matches or nothing is to change.
 * A cart without lines has no method (it costs nothing; see default-shipping-plan.ts).
 */
export function defaultShippingAction(cart: Cart, matching: readonly ShippingMethod[]): CartUpdateAction | undefined {
  const info = cart.shippingInfo;
  const current = info?.shippingMethod?.id;
  if (!cart.lineItems.some((line) => line.lineItemMode !== 'GiftLineItem')) {
    return current === undefined ? undefined : { action: 'setShippingMethod' };
  }
  const first = matching[0];
  if (!first) return undefined;
  if (current === first.id && info?.shippingMethodState !== 'DoesNotMatchCart') return undefined;
  return { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: first.id } };
}
