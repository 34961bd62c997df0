import type { CartUpdateAction, ProductVariant, ShippingMethod } from '@commercetools/platform-sdk';
import { shippingPackageTypeOf } from '@shop/domain';
import { attributeOf } from '../../catalogue/product-filters.js';
import { ATTRIBUTES, SHIPPING_METHOD_KEYS } from '../../commerce/schema/index.js';
import type { PlanState } from './plan-state.js';

/**
 * The default shipping method (spec 2 §4), set in the same update as the change it follows, so a
 * shopper's action is one write: parcel, or freight once the batch leaves a freight-package line
 * in the cart (domain's package type, which the methods' predicates express). Which method
 * matches is finally the platform's: where a project's methods say otherwise, the check after
 * the update (default-shipping.ts) corrects it.
 *
 * Reading chosen (the issue: "an empty cart costs 0"): a cart without lines has no shipping
 * method, so it charges no shipping fee; its first line brings the default method back.
 */
export function planDefaultShipping(state: PlanState, methods: readonly ShippingMethod[], planned: readonly CartUpdateAction[]): CartUpdateAction[] {
  const current = state.cart.shippingInfo?.shippingMethod?.id;
  const method = predictedDefaultMethod(state.all().filter((line) => !line.gift).map((line) => line.variant), methods);
  if (method === null) return current === undefined ? [] : [{ action: 'setShippingMethod' }];
  if (method === undefined) return [];
  const touched = planned.some((action) => action.action === 'setShippingMethod');
  if (!touched && method.id === current && state.cart.shippingInfo?.shippingMethodState !== 'DoesNotMatchCart') return [];
  return [{ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: method.id } }];
}

/**
 * The default method of a cart whose shopper lines (gifts left out) have these variants: null
 * without lines (no method), undefined when the project has no method of the package type's key
 * (the port then decides).
 */
export function predictedDefaultMethod(
  variants: readonly Pick<ProductVariant, 'attributes'>[], methods: readonly ShippingMethod[],
): ShippingMethod | null | undefined {
  if (variants.length === 0) return null;
  const packageType = shippingPackageTypeOf(variants.map((variant) => ({
    isPackageTypeFreight: attributeOf(variant, ATTRIBUTES.isPackageTypeFreight) === true,
  })));
  return methods.find((candidate) => candidate.key === SHIPPING_METHOD_KEYS[packageType]);
}
