import type { PaymentMethodCode } from './payment-methods.js';

/** The label the thank-you page shows for a fresh order (spec 2 §4, "Payment flow"). */
export type OrderProgressLabel = 'in-progress' | 'paid';

export interface OrderProgressInput {
  /** The payment method code of the order, e.g. 'bank_transfer', 'multibanco', 'scheme'. */
  readonly paymentMethod: PaymentMethodCode | (string & {});
  /** The multibanco payment reference, when the provider issued one. */
  readonly multibancoReference?: string | null;
}

/**
 * 'in-progress' while money is still to arrive: bank transfer, or a multibanco reference the
 * buyer has yet to pay. Reading chosen: a reference "exists" only if it is a non-blank string;
 * an empty one is what a form leaves behind, not a reference.
 */
export function orderProgressLabel(input: OrderProgressInput): OrderProgressLabel {
  if (input.paymentMethod === 'bank_transfer') return 'in-progress';
  const reference = input.multibancoReference?.trim() ?? '';
  return reference.length > 0 ? 'in-progress' : 'paid';
}
