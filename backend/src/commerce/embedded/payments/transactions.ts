import { randomUUID } from 'node:crypto';
import type { Payment, Transaction, TransactionDraft, TransactionState, TransactionType } from '@commercetools/platform-sdk';
import { invalidOperation } from '../../port/commerce-error.js';
import { customFromDraft } from './custom-fields.js';
import { requireOneOf } from './enum-field.js';
import { moneyFromDraft } from './money-draft.js';

export const TRANSACTION_TYPES: readonly TransactionType[] = ['Authorization', 'CancelAuthorization', 'Charge', 'Chargeback', 'Refund'];

/**
 * The four TransactionStates. No transition graph is enforced: the API reference documents none
 * for changeTransactionState (PSP notifications may arrive out of order), only the closed set.
 */
export const TRANSACTION_STATES: readonly TransactionState[] = ['Initial', 'Pending', 'Success', 'Failure'];

/** A stored Transaction: its own id, typed money, and state 'Initial' when the draft has none (documented default). */
export function transactionFromDraft(draft: TransactionDraft): Transaction {
  return {
    id: randomUUID(),
    ...(draft.timestamp !== undefined ? { timestamp: draft.timestamp } : {}),
    type: requireOneOf(draft.type, TRANSACTION_TYPES, 'transaction.type'),
    amount: moneyFromDraft(draft.amount),
    ...(draft.interactionId !== undefined ? { interactionId: draft.interactionId } : {}),
    state: draft.state === undefined ? 'Initial' : requireOneOf(draft.state, TRANSACTION_STATES, 'transaction.state'),
    ...(draft.custom ? { custom: customFromDraft(draft.custom) } : {}),
    ...(draft.interfaceId !== undefined ? { interfaceId: draft.interfaceId } : {}),
  };
}

/** Transaction actions name a transaction by id; an unknown one is an InvalidOperation (setTransactionCustomType doc). */
export function findTransaction(payment: Payment, transactionId: string): Transaction {
  const transaction = payment.transactions.find((candidate) => candidate.id === transactionId);
  if (!transaction) throw invalidOperation(`The payment '${payment.id}' has no transaction with ID '${transactionId}'.`);
  return transaction;
}

/** Rewrites one transaction in place, keeping the order of `transactions` (it is the payment's history). */
export function updateTransaction(payment: Payment, transactionId: string, change: (transaction: Transaction) => Transaction): Payment {
  const target = findTransaction(payment, transactionId);
  return { ...payment, transactions: payment.transactions.map((transaction) => (transaction === target ? change(transaction) : transaction)) };
}
