import type { OrderState, PaymentState, ShipmentState } from '@commercetools/platform-sdk';

/** The platform's closed sets (spec 2 §4 lists them too); the SDK types admit any string, the API does not. */
export const ORDER_STATES: readonly OrderState[] = ['Open', 'Confirmed', 'Complete', 'Cancelled'];
export const PAYMENT_STATES: readonly PaymentState[] = ['BalanceDue', 'Failed', 'Pending', 'CreditOwed', 'Paid'];
export const SHIPMENT_STATES: readonly ShipmentState[] = ['Shipped', 'Delivered', 'Ready', 'Pending', 'Delayed', 'Partial', 'Backorder', 'Canceled'];
