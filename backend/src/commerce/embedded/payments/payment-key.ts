import { invalidInput } from '../../port/commerce-error.js';

/**
 * A payment key is 2–256 characters of letters, digits, '_' and '-' (the API's pattern for
 * Payment.key). Its uniqueness is the store's unique key index, checked again on setKey.
 */
export function requirePaymentKey(key: string): string {
  if (/^[A-Za-z0-9_-]{2,256}$/.test(key)) return key;
  throw invalidInput(`The value '${key}' is not valid for field 'key'.`, 'InvalidField', { field: 'key', invalidValue: key });
}
