import type { ClientType, StoredClientType } from './client-type.js';
import { normaliseClientType } from './client-type.js';
import type { PaymentMethodCode } from './payment-methods.js';

/**
 * Removed for a company buyer. The spec only says "some methods" (spec 2 §5); reading chosen:
 * the consumer invoice and instalment methods, since a company pays on the B2B invoice method.
 */
export const METHODS_REMOVED_FOR_COMPANY: readonly PaymentMethodCode[] = ['klarna', 'klarna_account', 'ratepay'];

/** Removed for a private buyer: "one invoice-type method" (spec 2 §5), the B2B invoice. */
export const METHODS_REMOVED_FOR_PRIVATE: readonly PaymentMethodCode[] = ['klarna_b2b'];

/** In a quick-pay (express) flow only this method remains (spec 2 §5). */
export const QUICK_PAY_METHODS: readonly PaymentMethodCode[] = ['googlepay'];

export interface PaymentMethodContext {
  readonly clientType: ClientType | StoredClientType;
  readonly quickPay: boolean;
}

/** A bare method code, or a provider entry carrying it in `type` (as the provider lists them). */
export type PaymentMethodEntry = string | { readonly type: string };

const codeOf = (method: PaymentMethodEntry): string => (typeof method === 'string' ? method : method.type);

/**
 * The methods a buyer is offered, in the order given. Codes we do not know are kept (the
 * provider decides what it offers) except in quick-pay, where only googlepay survives.
 */
export function filterPaymentMethods<M extends PaymentMethodEntry>(
  methods: readonly M[],
  context: PaymentMethodContext,
): M[] {
  const clientType = normaliseClientType(context.clientType);
  const removed: readonly string[] = clientType === 'COMPANY' ? METHODS_REMOVED_FOR_COMPANY : METHODS_REMOVED_FOR_PRIVATE;
  const kept = methods.filter((method) => !removed.includes(codeOf(method)));
  if (!context.quickPay) return kept;
  const quick: readonly string[] = QUICK_PAY_METHODS;
  return kept.filter((method) => quick.includes(codeOf(method)));
}
