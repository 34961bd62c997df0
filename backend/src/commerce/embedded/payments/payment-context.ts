import type { CustomerReference, CustomerResourceIdentifier } from '@commercetools/platform-sdk';

/** What a payment draft or update action may consult besides the payment itself. */
export interface PaymentContext {
  /** The request's time, ISO 8601. */
  readonly now: string;
  /** A customer reference by id or key, resolved; unknown → ReferencedResourceNotFound. */
  customer(identifier: CustomerResourceIdentifier): CustomerReference;
}
