import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { updateActionHandler } from '../../update-action-handler.js';
import type { CartContext } from '../cart-context.js';
import * as fields from './cart-field-actions.js';
import * as customLines from './custom-line-item-actions.js';
import * as codes from './discount-code-actions.js';
import * as channels from './line-item-channel-actions.js';
import * as lines from './line-item-actions.js';
import * as prices from './line-item-price-actions.js';
import { recalculate } from './recalculate-action.js';

type Handler = (cart: Cart, action: never, context: CartContext) => Cart;

/** The update actions the shop uses (spec 2 §7 "cart update"); anything else is refused by name. */
const HANDLERS: Readonly<Record<string, Handler>> = {
  addLineItem: lines.addLineItem,
  removeLineItem: lines.removeLineItem,
  changeLineItemQuantity: lines.changeLineItemQuantity,
  setLineItemCustomType: lines.setLineItemCustomType,
  setLineItemCustomField: lines.setLineItemCustomField,
  setLineItemTaxRate: lines.setLineItemTaxRate,
  setLineItemSupplyChannel: channels.setLineItemSupplyChannel,
  setLineItemDistributionChannel: channels.setLineItemDistributionChannel,
  setLineItemPrice: prices.setLineItemPrice,
  addCustomLineItem: customLines.addCustomLineItem,
  removeCustomLineItem: customLines.removeCustomLineItem,
  setCustomLineItemTaxRate: customLines.setCustomLineItemTaxRate,
  changeCustomLineItemMoney: customLines.changeCustomLineItemMoney,
  addDiscountCode: codes.addDiscountCode,
  removeDiscountCode: codes.removeDiscountCode,
  setShippingAddress: fields.setShippingAddress,
  setBillingAddress: fields.setBillingAddress,
  setCountry: fields.setCountry,
  setCustomerEmail: fields.setCustomerEmail,
  setCustomerId: fields.setCustomerId,
  setLocale: fields.setLocale,
  changeTaxMode: fields.changeTaxMode,
  setShippingMethod: fields.setShippingMethod,
  setShippingMethodTaxRate: fields.setShippingMethodTaxRate,
  setShippingRateInput: fields.setShippingRateInput,
  setCustomType: fields.setCustomType,
  setCustomField: fields.setCustomField,
  addPayment: fields.addPayment,
  removePayment: fields.removePayment,
  recalculate,
};

export function applyCartAction(cart: Cart, action: CartUpdateAction, context: CartContext): Cart {
  return updateActionHandler(HANDLERS, action, 'carts')(cart, action as never, context);
}

export const SUPPORTED_CART_ACTIONS: readonly string[] = Object.keys(HANDLERS);
