/**
 * Raised when an input breaks the contract of a payment rule (a malformed custom field, an
 * unknown client type, a negative quantity). Eligibility itself never throws: a cart that may
 * not use a method gets reasons, not an exception.
 */
export class PaymentRuleError extends Error {
  override name = 'PaymentRuleError';
}
