import type {
  Payment, PaymentAddInterfaceInteractionAction, PaymentChangeAmountPlannedAction, PaymentSetAnonymousIdAction,
  PaymentSetCustomerAction, PaymentSetCustomFieldAction, PaymentSetCustomTypeAction, PaymentSetInterfaceIdAction,
  PaymentSetKeyAction, PaymentSetStatusInterfaceCodeAction, PaymentSetStatusInterfaceTextAction,
} from '@commercetools/platform-sdk';
import { invalidOperation } from '../../../port/commerce-error.js';
import { customFromDraft, customOfType, withCustomField } from '../custom-fields.js';
import { moneyFromDraft } from '../money-draft.js';
import type { PaymentContext } from '../payment-context.js';
import { requirePaymentKey } from '../payment-key.js';
import { withField } from './with-field.js';

/** E.g. after the cart total changed during checkout (the action's documented use). */
export const changeAmountPlanned = (payment: Payment, action: PaymentChangeAmountPlannedAction): Payment =>
  ({ ...payment, amountPlanned: moneyFromDraft(action.amount) });

export const setStatusInterfaceCode = (payment: Payment, action: PaymentSetStatusInterfaceCodeAction): Payment =>
  ({ ...payment, paymentStatus: withField(payment.paymentStatus, 'interfaceCode', action.interfaceCode) });

/** Unlike most set-actions the text is required; the empty string is what removes it. */
export const setStatusInterfaceText = (payment: Payment, action: PaymentSetStatusInterfaceTextAction): Payment =>
  ({ ...payment, paymentStatus: withField(payment.paymentStatus, 'interfaceText', action.interfaceText === '' ? undefined : action.interfaceText) });

/** "The value cannot be modified after it is set": the same value again is harmless, another one is refused. */
export function setInterfaceId(payment: Payment, action: PaymentSetInterfaceIdAction): Payment {
  if (payment.interfaceId !== undefined && payment.interfaceId !== action.interfaceId) {
    throw invalidOperation(`The interfaceId of payment '${payment.id}' is '${payment.interfaceId}' and cannot be changed.`);
  }
  return { ...payment, interfaceId: action.interfaceId };
}

/** Absent key removes it; a key held by another payment is refused (DuplicateField) when the batch is written. */
export const setKey = (payment: Payment, action: PaymentSetKeyAction): Payment =>
  withField(payment, 'key', action.key === undefined || action.key === null ? undefined : requirePaymentKey(action.key));

export const setCustomType = (payment: Payment, action: PaymentSetCustomTypeAction): Payment =>
  withField(payment, 'custom', customOfType(action.type, action.fields));

export const setCustomField = (payment: Payment, action: PaymentSetCustomFieldAction): Payment =>
  ({ ...payment, custom: withCustomField(payment.custom, action.name, action.value, `payment '${payment.id}'`) });

/** A PSP request or notification kept on the payment, in arrival order. */
export const addInterfaceInteraction = (payment: Payment, action: PaymentAddInterfaceInteractionAction): Payment => ({
  ...payment,
  interfaceInteractions: [...payment.interfaceInteractions, customFromDraft({ type: action.type, ...(action.fields ? { fields: action.fields } : {}) })],
});

/** "If the Payment is already associated with a Customer, an InvalidOperation error is returned." */
export function setAnonymousId(payment: Payment, action: PaymentSetAnonymousIdAction): Payment {
  if (payment.customer) throw invalidOperation(`The payment '${payment.id}' belongs to customer '${payment.customer.id}'; it cannot get an anonymousId.`);
  return withField(payment, 'anonymousId', action.anonymousId);
}

export const setCustomer = (payment: Payment, action: PaymentSetCustomerAction, context: PaymentContext): Payment =>
  withField(payment, 'customer', action.customer ? context.customer(action.customer) : undefined);
