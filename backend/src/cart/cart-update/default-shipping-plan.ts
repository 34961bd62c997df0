import type { CartUpdateAction, ShippingMethod } from '@commercetools/platform-sdk';
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
  const lines = state.all().filter((line) => !line.gift);
  if (lines.length === 0) return current === undefined ? [] : [{ action: 'setShippingMethod' }];
  const packageType = shippingPackageTypeOf(lines.map((line) => ({
    isPackageTypeFreight: attributeOf(line.variant, ATTRIBUTES.isPackageTypeFreight) === true,
  })));
  const method = methods.find((candidate) => candidate.key === SHIPPING_METHOD_KEYS[packageType]);
  if (!method) return [];
  const touched = planned.some((action) => action.action === 'setShippingMethod');
  if (!touched && method.id === current && state.cart.shippingInfo?.shippingMethodState !== 'DoesNotMatchCart') return [];
  return [{ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: method.id } }];
}
