import { randomUUID } from 'node:crypto';
import type { Cart, CustomFields, Order, OrderFromCartDraft } from '@commercetools/platform-sdk';
import { invalidInput } from '../../port/commerce-error.js';
import { requireOneOf } from '../payments/enum-field.js';
import { stateReference } from '../payments/state-reference.js';
import { ORDER_STATES, PAYMENT_STATES, SHIPMENT_STATES } from './order-states.js';

/**
 * Everything the Order snapshots from the Cart: items, prices, taxes, shipping, discounts,
 * payments, addresses and the cart's settings. Fields present on both resources only, so the
 * compiler checks each name; cart-only fields (cartState, key, lock, freezeStrategy,
 * totalLineItemQuantity, deleteDaysAfterLastModification, warnings) are deliberately left out.
 */
const SNAPSHOT_FIELDS = [
  'customerId', 'customerEmail', 'customerGroup', 'anonymousId', 'businessUnit', 'store',
  'lineItems', 'customLineItems', 'totalPrice', 'taxedPrice', 'taxedShippingPrice', 'discountOnTotalPrice',
  'priceRoundingMode', 'taxMode', 'taxRoundingMode', 'taxCalculationMode', 'inventoryMode',
  'billingAddress', 'shippingAddress', 'shippingMode', 'shippingKey', 'shippingInfo', 'shippingRateInput',
  'shippingCustomFields', 'shipping', 'itemShippingAddresses', 'discountCodes', 'directDiscounts', 'refusedGifts',
  'paymentInfo', 'country', 'locale', 'origin', 'discountTypeCombination', 'purchaseOrderNumber',
] as const satisfies readonly (keyof Cart & keyof Order)[];

/** The draft's own values, validated before any resource is read (the platform rejects a bad body first). */
export interface OrderDraftValues {
  readonly orderNumber?: string;
  readonly purchaseOrderNumber?: string;
  readonly orderState: Order['orderState'];
  readonly paymentState?: Order['paymentState'];
  readonly shipmentState?: Order['shipmentState'];
  readonly state?: Order['state'];
}

export function orderDraftValues(draft: OrderFromCartDraft): OrderDraftValues {
  if (draft.orderNumber !== undefined && (typeof draft.orderNumber !== 'string' || draft.orderNumber.trim() === '')) {
    throw invalidInput(`The value '${String(draft.orderNumber)}' is not valid for field 'orderNumber'.`, 'InvalidField', {
      field: 'orderNumber', invalidValue: draft.orderNumber,
    });
  }
  return {
    ...(draft.orderNumber !== undefined ? { orderNumber: draft.orderNumber } : {}),
    ...(draft.purchaseOrderNumber !== undefined ? { purchaseOrderNumber: draft.purchaseOrderNumber } : {}),
    orderState: draft.orderState === undefined ? 'Open' : requireOneOf(draft.orderState, ORDER_STATES, 'orderState'),
    ...(draft.paymentState !== undefined ? { paymentState: requireOneOf(draft.paymentState, PAYMENT_STATES, 'paymentState') } : {}),
    ...(draft.shipmentState !== undefined ? { shipmentState: requireOneOf(draft.shipmentState, SHIPMENT_STATES, 'shipmentState') } : {}),
    ...(draft.state ? { state: stateReference(draft.state) } : {}),
  };
}

/**
 * The Order commercetools creates from a Cart: a snapshot of the cart, a reference back to it,
 * orderState 'Open' unless the draft says otherwise, payment/shipment state only when given,
 * empty syncInfo and returnInfo, version 1 and message sequence 1 (the OrderCreated message).
 * No completedAt (only imported orders carry one) and no generated orderNumber (the platform
 * never invents one: it is the caller's identifier). The cart's line items are kept as they are;
 * the platform would also put each line into the project's initial LineItemState, a State
 * resource the engine does not have, so their `state` stays as the cart had it.
 */
export function orderFromCart(cart: Cart, values: OrderDraftValues, custom: CustomFields | undefined, now: string): Order {
  const snapshot: Record<string, unknown> = {};
  for (const field of SNAPSHOT_FIELDS) {
    if (cart[field] !== undefined) snapshot[field] = cart[field];
  }
  return {
    id: randomUUID(),
    version: 1,
    createdAt: now,
    lastModifiedAt: now,
    ...(snapshot as Partial<Order>),
    ...values,
    lineItems: cart.lineItems,
    customLineItems: cart.customLineItems,
    totalPrice: cart.totalPrice,
    shippingMode: cart.shippingMode,
    shipping: cart.shipping,
    refusedGifts: cart.refusedGifts,
    origin: cart.origin,
    cart: { typeId: 'cart', id: cart.id },
    ...(custom ? { custom } : {}),
    syncInfo: [],
    returnInfo: [],
    lastMessageSequenceNumber: 1,
  };
}
