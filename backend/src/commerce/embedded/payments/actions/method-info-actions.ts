import type {
  Payment, PaymentSetMethodInfoInterfaceAccountAction, PaymentSetMethodInfoInterfaceAction, PaymentSetMethodInfoMethodAction,
  PaymentSetMethodInfoNameAction,
} from '@commercetools/platform-sdk';
import { invalidOperation } from '../../../port/commerce-error.js';
import { withField } from './with-field.js';

/**
 * "Once set, the paymentInterface of the paymentMethodInfo cannot be changed": setting the same
 * value again is harmless, another one is an InvalidOperation. (paymentInterface + interfaceId
 * must stay unique; the engine checks that on the final payment of the batch.)
 */
export function setMethodInfoInterface(payment: Payment, action: PaymentSetMethodInfoInterfaceAction): Payment {
  const current = payment.paymentMethodInfo.paymentInterface;
  if (current !== undefined && current !== action.interface) {
    throw invalidOperation(`The paymentInterface of payment '${payment.id}' is '${current}' and cannot be changed.`);
  }
  return { ...payment, paymentMethodInfo: { ...payment.paymentMethodInfo, paymentInterface: action.interface } };
}

/** 'cod', 'bank_transfer' or a provider's method code; omitted removes it. */
export const setMethodInfoMethod = (payment: Payment, action: PaymentSetMethodInfoMethodAction): Payment =>
  ({ ...payment, paymentMethodInfo: withField(payment.paymentMethodInfo, 'method', action.method) });

export const setMethodInfoName = (payment: Payment, action: PaymentSetMethodInfoNameAction): Payment =>
  ({ ...payment, paymentMethodInfo: withField(payment.paymentMethodInfo, 'name', action.name) });

export const setMethodInfoInterfaceAccount = (payment: Payment, action: PaymentSetMethodInfoInterfaceAccountAction): Payment =>
  ({ ...payment, paymentMethodInfo: withField(payment.paymentMethodInfo, 'interfaceAccount', action.interfaceAccount) });
