import { invalidInput } from '../../port/commerce-error.js';

/**
 * commercetools enums (TransactionState, OrderState, …) are closed sets on input: the SDK types
 * admit any string (`string & {}`) for forward compatibility, but the platform refuses a value it
 * does not know. Refused as InvalidField with the allowed values, so the caller sees what to send.
 */
export function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalidInput(`The value '${String(value)}' is not valid for field '${field}'.`, 'InvalidField', {
    field, invalidValue: value, allowedValues: [...allowed],
  });
}
