import type { Order, OrderUpdateAction } from '@commercetools/platform-sdk';
import { updateActionHandler } from '../../update-action-handler.js';
import type { OrderContext } from './order-context.js';
import * as fields from './order-field-actions.js';
import * as states from './order-state-actions.js';

type Handler = (order: Order, action: never, context: OrderContext) => Order;

/**
 * The update actions a payment provider's notifications need (states, payments, custom fields).
 * Anything else (deliveries, returns, addresses, transitionState, which needs State resources the
 * engine does not store) is refused by name, as the carts and payments refuse theirs, rather than
 * silently ignored.
 */
const HANDLERS: Readonly<Record<string, Handler>> = {
  changeOrderState: states.changeOrderState,
  changePaymentState: states.changePaymentState,
  changeShipmentState: states.changeShipmentState,
  addPayment: fields.addPayment,
  setCustomType: fields.setCustomType,
  setCustomField: fields.setCustomField,
};

export function applyOrderAction(order: Order, action: OrderUpdateAction, context: OrderContext): Order {
  return updateActionHandler(HANDLERS, action, 'orders')(order, action as never, context);
}
