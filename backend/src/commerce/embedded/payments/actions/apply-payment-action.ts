import type { Payment, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { updateActionHandler } from '../../update-action-handler.js';
import type { PaymentContext } from '../payment-context.js';
import * as method from './method-info-actions.js';
import * as fields from './payment-field-actions.js';
import * as transactions from './transaction-actions.js';

type Handler = (payment: Payment, action: never, context: PaymentContext) => Payment;

/**
 * The update actions the checkout and a PSP integration use. Anything else (transitionState
 * needs State resources the engine does not store; setMethodInfo/Token are unused) is refused by
 * name, as the carts refuse theirs, rather than silently ignored.
 */
const HANDLERS: Readonly<Record<string, Handler>> = {
  addTransaction: transactions.addTransaction,
  changeTransactionState: transactions.changeTransactionState,
  changeTransactionInteractionId: transactions.changeTransactionInteractionId,
  changeTransactionTimestamp: transactions.changeTransactionTimestamp,
  setTransactionInterfaceId: transactions.setTransactionInterfaceId,
  setTransactionCustomType: transactions.setTransactionCustomType,
  setTransactionCustomField: transactions.setTransactionCustomField,
  setMethodInfoInterface: method.setMethodInfoInterface,
  setMethodInfoMethod: method.setMethodInfoMethod,
  setMethodInfoName: method.setMethodInfoName,
  setMethodInfoInterfaceAccount: method.setMethodInfoInterfaceAccount,
  setStatusInterfaceCode: fields.setStatusInterfaceCode,
  setStatusInterfaceText: fields.setStatusInterfaceText,
  changeAmountPlanned: fields.changeAmountPlanned,
  setInterfaceId: fields.setInterfaceId,
  setKey: fields.setKey,
  setCustomType: fields.setCustomType,
  setCustomField: fields.setCustomField,
  addInterfaceInteraction: fields.addInterfaceInteraction,
  setAnonymousId: fields.setAnonymousId,
  setCustomer: fields.setCustomer,
};

export function applyPaymentAction(payment: Payment, action: PaymentUpdateAction, context: PaymentContext): Payment {
  return updateActionHandler(HANDLERS, action, 'payments')(payment, action as never, context);
}

export const SUPPORTED_PAYMENT_ACTIONS: readonly string[] = Object.keys(HANDLERS);
