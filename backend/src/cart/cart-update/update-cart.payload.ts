import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import type { CartUpdateActionName } from './cart-action-names.js';
import { MAX_CART_UPDATE_ACTIONS } from './cart-action-names.js';
import { CartActionPayload } from './cart-action.payload.js';
import {
  AddDiscountCodeAction, AddPaymentAction, RecalculateAction, RemoveDiscountCodeAction, SetBillingAddressAction,
  SetCustomerEmailAction, SetCustomTypeAction, SetShippingAddressAction, SetShippingMethodAction,
} from './cart-field-actions.payload.js';
import { AddLineItemAction, ChangeLineItemQuantityAction, RemoveLineItemAction } from './line-item-actions.payload.js';

/** The DTO of each action by its name; `satisfies` keeps the list and the names in step. */
const ACTION_TYPES = {
  addLineItem: AddLineItemAction,
  removeLineItem: RemoveLineItemAction,
  changeLineItemQuantity: ChangeLineItemQuantityAction,
  addDiscountCode: AddDiscountCodeAction,
  removeDiscountCode: RemoveDiscountCodeAction,
  setShippingMethod: SetShippingMethodAction,
  setBillingAddress: SetBillingAddressAction,
  setShippingAddress: SetShippingAddressAction,
  setCustomerEmail: SetCustomerEmailAction,
  addPayment: AddPaymentAction,
  setCustomType: SetCustomTypeAction,
  recalculate: RecalculateAction,
} as const satisfies Record<CartUpdateActionName, new () => CartActionPayload>;

export type CartAction = InstanceType<(typeof ACTION_TYPES)[CartUpdateActionName]>;

/**
 * Part 1 of updateCart: `{ actions: [...] }`, each action validated as its own DTO (chosen by its
 * `action` name); an unknown name is refused naming the action and its index.
 */
export class UpdateCartPayload {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_UPDATE_ACTIONS)
  @ValidateNested({ each: true })
  @Type(() => CartActionPayload, {
    keepDiscriminatorProperty: true,
    discriminator: {
      property: 'action',
      subTypes: Object.entries(ACTION_TYPES).map(([name, value]) => ({ name, value })),
    },
  })
  actions!: CartAction[];
}
