import type { Order, PaymentReference } from '@commercetools/platform-sdk';
import type { PaymentPort } from '../commerce/port/payment-port.js';

/**
 * The order with its payment references expanded (`obj`), as commercetools' expansion
 * `paymentInfo.payments[*]` gives them: the thank-you page and the order list show each
 * payment's interface and English name (spec 2 §3 Order), and the progress label depends on the
 * method (spec 2 §4). A payment that cannot be read stays a plain reference.
 */
export async function withPayments(order: Order, payments: PaymentPort): Promise<Order> {
  const references = order.paymentInfo?.payments ?? [];
  if (references.length === 0) return order;
  const expanded = await Promise.all(references.map(async (reference): Promise<PaymentReference> => {
    const payment = await payments.get(reference.id);
    return payment ? { ...reference, obj: payment } : reference;
  }));
  return { ...order, paymentInfo: { ...order.paymentInfo, payments: expanded } };
}
