import type { Order, OrderAddPaymentAction, OrderSetCustomFieldAction, OrderSetCustomTypeAction } from '@commercetools/platform-sdk';
import { invalidOperation } from '../../../port/commerce-error.js';
import { withField } from '../../payments/actions/with-field.js';
import { customOfType, withCustomField } from '../../payments/custom-fields.js';
import type { OrderContext } from './order-context.js';

/**
 * The payment must exist (by id or key; stored by id). A payment already on the order is refused
 * as the embedded carts refuse it, so a repeated notification cannot list one payment twice.
 */
export function addPayment(order: Order, action: OrderAddPaymentAction, context: OrderContext): Order {
  const reference = context.payment(action.payment);
  const payments = order.paymentInfo?.payments ?? [];
  if (payments.some((payment) => payment.id === reference.id)) throw invalidOperation(`The payment '${reference.id}' is already on the order.`);
  return { ...order, paymentInfo: { payments: [...payments, reference] } };
}

export const setCustomType = (order: Order, action: OrderSetCustomTypeAction): Order =>
  withField(order, 'custom', customOfType(action.type, action.fields));

export const setCustomField = (order: Order, action: OrderSetCustomFieldAction): Order =>
  ({ ...order, custom: withCustomField(order.custom, action.name, action.value, `order '${order.id}'`) });
