import { isEmptyValue } from './empty-value.js';
import { isValidEmail } from './email.js';
import { messageKey, type MessageKey } from './messages.js';
import { isValidPhoneNumber } from './phone.js';
import { isCompleteProductNumber } from './product-number.js';
import { requiredSupportFields, shownExtraFields } from './support-field-rules.js';
import type { SupportField, SupportRequestForm } from './support-form.js';
import { isSupportReason, subreasonsOf } from './support-reasons.js';

/** One message key per field in trouble; an empty object means the form can be sent. */
export type SupportRequestErrors = Partial<Record<SupportField, MessageKey>>;

/**
 * Keys used beyond the registered rules' own: `validation.phone` (spec 1 §5 phone rule) and
 * `validation.quantity` (ours: a quantity must be a whole number from 1). The product number's
 * minimum length reuses `validation.min` with PRODUCT_NUMBER_LENGTH.
 */
export const SUPPORT_MESSAGE_KEYS = {
  required: messageKey('required'),
  email: messageKey('email'),
  oneOf: messageKey('oneOf'),
  min: messageKey('min'),
  phone: messageKey('phone'),
  quantity: messageKey('quantity'),
} as const;

const WHOLE_QUANTITY = /^[1-9][0-9]*$/;

type FormatCheck = { readonly valid: (value: string) => boolean; readonly key: MessageKey };

/**
 * Format checks on filled fields. Reading chosen: the product number is checked after
 * normalisation, so a pasted SKU 'EX10012345' counts as '10012345' and passes.
 */
const FORMAT_CHECKS: Partial<Record<SupportField, FormatCheck>> = {
  customerEmail: { valid: isValidEmail, key: SUPPORT_MESSAGE_KEYS.email },
  productNumber: { valid: isCompleteProductNumber, key: SUPPORT_MESSAGE_KEYS.min },
  phoneNumber: { valid: isValidPhoneNumber, key: SUPPORT_MESSAGE_KEYS.phone },
  quantity: { valid: (value) => WHOLE_QUANTITY.test(value), key: SUPPORT_MESSAGE_KEYS.quantity },
};

/**
 * Validates the support request (spec 2 §5) against what its subreason shows (spec 2 §4): the
 * required fields must be filled, the reason must be one we know and the subreason one of its
 * subreasons, and filled fields must have the right format. Fields the subreason hides are not
 * checked, whatever they hold (the shopper may have typed them under another subreason).
 */
export function validateSupportRequest(form: SupportRequestForm): SupportRequestErrors {
  const errors: SupportRequestErrors = {};
  for (const field of requiredSupportFields(form.subreason)) {
    if (isEmptyValue(form[field])) errors[field] = SUPPORT_MESSAGE_KEYS.required;
  }
  if (errors.reason === undefined && !isSupportReason(form.reason)) errors.reason = SUPPORT_MESSAGE_KEYS.oneOf;
  if (errors.subreason === undefined && !(subreasonsOf(form.reason) as string[]).includes(form.subreason)) {
    errors.subreason = SUPPORT_MESSAGE_KEYS.oneOf;
  }
  const checked: readonly SupportField[] = ['customerEmail', ...shownExtraFields(form.subreason)];
  for (const field of checked) {
    const check = FORMAT_CHECKS[field];
    const value = form[field];
    if (errors[field] !== undefined || check === undefined || isEmptyValue(value)) continue;
    if (!check.valid(value)) errors[field] = check.key;
  }
  return errors;
}
