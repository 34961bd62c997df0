import { BadRequestException } from '@nestjs/common';
import type { AddToCartPayload } from './add-to-cart.payload.js';
import { AddDiscountCodeAction, RemoveDiscountCodeAction } from './cart-update/cart-field-actions.payload.js';
import { AddLineItemAction, ChangeLineItemQuantityAction, RemoveLineItemAction } from './cart-update/line-item-actions.payload.js';
import type { Refuse } from './cart-update/plan-context.js';

/*
 * The dedicated cart calls (addToCart, updateCartQuantity, …) say in their own payload what the
 * generic update says with actions. They are turned into those actions so that one planner
 * applies the shop's rules to every entry point (CartUpdatePlanner).
 */

export const addLine = (item: AddToCartPayload): AddLineItemAction => Object.assign(new AddLineItemAction(), {
  action: 'addLineItem' as const,
  sku: item.sku,
  quantity: item.quantity,
  ...(item.supplyChannel !== undefined ? { supplyChannel: item.supplyChannel } : {}),
  ...(item.distributionChannel !== undefined ? { distributionChannel: item.distributionChannel } : {}),
});

export const changeQuantity = (lineItemId: string, quantity: number): ChangeLineItemQuantityAction =>
  Object.assign(new ChangeLineItemQuantityAction(), { action: 'changeLineItemQuantity' as const, lineItemId, quantity });

export const removeLine = (lineItemId: string): RemoveLineItemAction =>
  Object.assign(new RemoveLineItemAction(), { action: 'removeLineItem' as const, lineItemId });

export const addCode = (code: string): AddDiscountCodeAction =>
  Object.assign(new AddDiscountCodeAction(), { action: 'addDiscountCode' as const, code });

export const removeCode = (id: string): RemoveDiscountCodeAction =>
  Object.assign(new RemoveDiscountCodeAction(), { action: 'removeDiscountCode' as const, discountCode: { typeId: 'discount-code' as const, id } });

/** A dedicated call has one action: its refusals read as the call's own, without an action index. */
export const refuseCall: Refuse = (_index, message) => new BadRequestException(message);
