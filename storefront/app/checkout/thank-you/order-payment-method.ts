import { isPaymentMethodCode, type PaymentMethodCode } from '@shop/domain';
import type { CommerceOrder } from '../payment/commerce-shapes';

/** The method of the order's (last) payment, as the backend wrote it into the payment record. */
export function orderPaymentMethod(order: Pick<CommerceOrder, 'paymentInfo'>): PaymentMethodCode | undefined {
  const info = order.paymentInfo?.payments.at(-1)?.obj?.paymentMethodInfo;
  const code = info?.method ?? info?.paymentInterface;
  return isPaymentMethodCode(code) ? code : undefined;
}
