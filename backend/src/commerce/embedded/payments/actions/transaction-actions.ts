import type {
  Payment, PaymentAddTransactionAction, PaymentChangeTransactionInteractionIdAction, PaymentChangeTransactionStateAction,
  PaymentChangeTransactionTimestampAction, PaymentSetTransactionCustomFieldAction, PaymentSetTransactionCustomTypeAction,
  PaymentSetTransactionInterfaceIdAction,
} from '@commercetools/platform-sdk';
import { customOfType, withCustomField } from '../custom-fields.js';
import { requireOneOf } from '../enum-field.js';
import { TRANSACTION_STATES, transactionFromDraft, updateTransaction } from '../transactions.js';
import { withField } from './with-field.js';

/** Appends: transactions are the payment's history, never reordered or merged. */
export const addTransaction = (payment: Payment, action: PaymentAddTransactionAction): Payment => ({
  ...payment,
  transactions: [...payment.transactions, transactionFromDraft(action.transaction)],
});

export function changeTransactionState(payment: Payment, action: PaymentChangeTransactionStateAction): Payment {
  const state = requireOneOf(action.state, TRANSACTION_STATES, 'state');
  return updateTransaction(payment, action.transactionId, (transaction) => ({ ...transaction, state }));
}

export const changeTransactionInteractionId = (payment: Payment, action: PaymentChangeTransactionInteractionIdAction): Payment =>
  updateTransaction(payment, action.transactionId, (transaction) => ({ ...transaction, interactionId: action.interactionId }));

export const changeTransactionTimestamp = (payment: Payment, action: PaymentChangeTransactionTimestampAction): Payment =>
  updateTransaction(payment, action.transactionId, (transaction) => ({ ...transaction, timestamp: action.timestamp }));

export const setTransactionInterfaceId = (payment: Payment, action: PaymentSetTransactionInterfaceIdAction): Payment =>
  updateTransaction(payment, action.transactionId, (transaction) => withField(transaction, 'interfaceId', action.interfaceId));

export const setTransactionCustomType = (payment: Payment, action: PaymentSetTransactionCustomTypeAction): Payment =>
  updateTransaction(payment, action.transactionId, (transaction) => withField(transaction, 'custom', customOfType(action.type, action.fields)));

export const setTransactionCustomField = (payment: Payment, action: PaymentSetTransactionCustomFieldAction): Payment =>
  updateTransaction(payment, action.transactionId, (transaction) => ({
    ...transaction,
    custom: withCustomField(transaction.custom, action.name, action.value, `transaction '${transaction.id}'`),
  }));
