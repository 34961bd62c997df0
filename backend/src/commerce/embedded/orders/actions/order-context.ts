import type { PaymentReference, PaymentResourceIdentifier } from '@commercetools/platform-sdk';

/** What an order update action may consult besides the order itself. */
export interface OrderContext {
  /** A payment named by id or key, resolved; unknown → ReferencedResourceNotFound. */
  payment(identifier: PaymentResourceIdentifier): PaymentReference;
}
