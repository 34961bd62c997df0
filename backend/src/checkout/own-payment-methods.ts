import type { CountryCode, OwnPaymentMethodCode, PaymentCart, PaymentEligibility } from '@shop/domain';
import { bankTransferEligibility, codEligibility } from '@shop/domain';

/** What the shop needs to know of each payment it handles itself (spec 2 §3 payment record). */
export interface OwnPaymentMethod {
  /** Domain's code, written as paymentInterface and method of the Payment. */
  readonly code: OwnPaymentMethodCode;
  /** The English name of the payment record. */
  readonly name: string;
  readonly eligibility: (cart: PaymentCart, country: CountryCode) => PaymentEligibility;
}

export const CASH_ON_DELIVERY: OwnPaymentMethod = { code: 'cod', name: 'Cash on delivery', eligibility: codEligibility };
export const BANK_TRANSFER: OwnPaymentMethod = { code: 'bank_transfer', name: 'Bank transfer', eligibility: bankTransferEligibility };
