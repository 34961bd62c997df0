import { randomBytes } from 'node:crypto';

/** Adyen's error body (ServiceError in the Checkout API v72 spec). */
export interface AdyenError {
  readonly status: number;
  readonly errorCode: string;
  readonly message: string;
  readonly errorType: 'validation' | 'security' | 'configuration' | 'internal';
  readonly pspReference?: string;
}

/** A 16-character reference like Adyen's (upper-case letters and digits). */
export function newPspReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

const error = (status: number, errorCode: string, message: string, errorType: AdyenError['errorType']): AdyenError => ({
  status,
  errorCode,
  message,
  errorType,
});

// Codes and messages as Adyen's API documents them (the v72 spec's generic examples, the
// "Error codes and messages" and "API idempotency" pages).
export const errors = {
  unauthorised: () => error(401, '000', 'HTTP Status Response - Unauthorized', 'security'),
  invalidMerchantAccount: () => error(403, '901', 'Invalid Merchant Account', 'security'),
  unparsable: (detail: string) => error(400, '702', `Unexpected input: ${detail}`, 'validation'),
  missingAmount: () => error(422, '100', "Required object 'amount' is not provided.", 'validation'),
  invalidAmount: () => error(422, '137', 'Invalid amount specified', 'validation'),
  unsupportedCurrency: () => error(422, '138', 'Unsupported currency specified', 'validation'),
  missingReference: () => error(422, '130', "Required field 'reference' is not provided.", 'validation'),
  referenceTooLong: () => error(422, '130', "Field 'reference' exceeds the maximum length of 80 characters.", 'validation'),
  missingReturnUrl: () => error(422, '14_030', 'Return URL is missing.', 'validation'),
  invalidReturnUrl: () => error(422, '14_030', 'Return URL is not a valid absolute URL.', 'validation'),
  invalidField: (field: string) => error(422, '000', `Field '${field}' is not valid.`, 'validation'),
  missingField: (field: string) => error(422, '000', `Required field '${field}' is not provided.`, 'validation'),
  notSupported: (type: string) => error(422, '905', `Payment details are not supported: ${type}`, 'configuration'),
  idempotencyConflict: () => error(422, '704', 'request already processed or in progress', 'validation'),
  notFound: () => error(404, '000', 'Not Found', 'validation'),
} as const;

/** The error with a fresh pspReference, as Adyen attaches one to most refusals. */
export const withReference = (adyenError: AdyenError): AdyenError => ({ ...adyenError, pspReference: newPspReference() });

// Adyen treats Idempotency-Key as optional; the shop's contract makes it required on every
// request that creates or changes money, so the fake refuses its absence (and says why).
export const missingIdempotencyKey = (): AdyenError =>
  error(422, '000', "Header 'Idempotency-Key' is missing: the shop sends one on every money request.", 'validation');
export const idempotencyKeyTooLong = (): AdyenError =>
  error(422, '000', "Header 'Idempotency-Key' exceeds the maximum length of 64 characters.", 'validation');
export const wrongContentType = (): AdyenError =>
  error(400, '702', "Unexpected input: the body must be JSON sent as 'Content-Type: application/json'.", 'validation');
