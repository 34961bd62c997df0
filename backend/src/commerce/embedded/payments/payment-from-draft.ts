import { randomUUID } from 'node:crypto';
import type { Payment, PaymentDraft, PaymentMethodInfo, PaymentMethodInfoDraft, PaymentStatus, PaymentStatusDraft } from '@commercetools/platform-sdk';
import { customFromDraft } from './custom-fields.js';
import { moneyFromDraft } from './money-draft.js';
import type { PaymentContext } from './payment-context.js';
import { requirePaymentKey } from './payment-key.js';
import { stateReference } from './state-reference.js';
import { transactionFromDraft } from './transactions.js';

function methodInfoFromDraft(draft: PaymentMethodInfoDraft | undefined): PaymentMethodInfo {
  if (!draft) return {};
  return {
    ...(draft.paymentInterface !== undefined ? { paymentInterface: draft.paymentInterface } : {}),
    ...(draft.method !== undefined ? { method: draft.method } : {}),
    ...(draft.name !== undefined ? { name: draft.name } : {}),
    ...(draft.token !== undefined ? { token: draft.token } : {}),
    ...(draft.interfaceAccount !== undefined ? { interfaceAccount: draft.interfaceAccount } : {}),
    ...(draft.custom ? { custom: customFromDraft(draft.custom) } : {}),
  };
}

function statusFromDraft(draft: PaymentStatusDraft | undefined): PaymentStatus {
  if (!draft) return {};
  return {
    ...(draft.interfaceCode !== undefined ? { interfaceCode: draft.interfaceCode } : {}),
    ...(draft.interfaceText !== undefined ? { interfaceText: draft.interfaceText } : {}),
    ...(draft.state ? { state: stateReference(draft.state) } : {}),
  };
}

/**
 * A new Payment as commercetools returns it: amountPlanned as cent-precision money with
 * fractionDigits, paymentMethodInfo and paymentStatus always present (possibly empty), every
 * transaction with its own id and state 'Initial' by default, interfaceInteractions []. The
 * shop's own payments are ordinary ones: COD is paymentMethodInfo.method 'cod', bank transfer
 * 'bank_transfer' (domain's OWN_PAYMENT_METHOD_CODES); nothing here special-cases them.
 * Uniqueness of key and of paymentInterface + interfaceId is checked by the caller, in the write.
 */
export function paymentFromDraft(draft: PaymentDraft, context: PaymentContext): Payment {
  return {
    id: randomUUID(),
    version: 1,
    createdAt: context.now,
    lastModifiedAt: context.now,
    ...(draft.key !== undefined ? { key: requirePaymentKey(draft.key) } : {}),
    ...(draft.customer ? { customer: context.customer(draft.customer) } : {}),
    ...(draft.anonymousId !== undefined ? { anonymousId: draft.anonymousId } : {}),
    ...(draft.interfaceId !== undefined ? { interfaceId: draft.interfaceId } : {}),
    amountPlanned: moneyFromDraft(draft.amountPlanned),
    paymentMethodInfo: methodInfoFromDraft(draft.paymentMethodInfo),
    paymentStatus: statusFromDraft(draft.paymentStatus),
    transactions: (draft.transactions ?? []).map(transactionFromDraft),
    interfaceInteractions: (draft.interfaceInteractions ?? []).map(customFromDraft),
    ...(draft.custom ? { custom: customFromDraft(draft.custom) } : {}),
  };
}
