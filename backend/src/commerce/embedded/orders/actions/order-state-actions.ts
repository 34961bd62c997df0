import type { Order, OrderChangeOrderStateAction, OrderChangePaymentStateAction, OrderChangeShipmentStateAction } from '@commercetools/platform-sdk';
import { requireOneOf } from '../../payments/enum-field.js';
import { ORDER_STATES, PAYMENT_STATES, SHIPMENT_STATES } from '../order-states.js';

/*
 * The platform moves these states freely (no transition rules without a custom State machine):
 * only the value must be one of the closed set, as on order creation.
 */

export const changeOrderState = (order: Order, action: OrderChangeOrderStateAction): Order =>
  ({ ...order, orderState: requireOneOf(action.orderState, ORDER_STATES, 'orderState') });

export const changePaymentState = (order: Order, action: OrderChangePaymentStateAction): Order =>
  ({ ...order, paymentState: requireOneOf(action.paymentState, PAYMENT_STATES, 'paymentState') });

export const changeShipmentState = (order: Order, action: OrderChangeShipmentStateAction): Order =>
  ({ ...order, shipmentState: requireOneOf(action.shipmentState, SHIPMENT_STATES, 'shipmentState') });
