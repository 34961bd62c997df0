import {
  isValidPhoneNumber, isValidPostalCode, isValidStreetNumber, normaliseVatId, PHONE_MIN_DIGITS, validate, type CountryCode, type RuleFailure,
} from '@shop/domain';
import { EMAIL_RULES, FIELD_RULES, type AddressField } from './address-fields';
import { fieldName, sectionFields, type AddressFormValues, type AddressSection, type AddressValues } from './address-form';

/** A field's message: an id of this feature's messages and its ICU arguments. */
export interface FieldError {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * Form-level problems. 'billing' and 'shipping' are spec 2 §5's 'Billing Address Error' and
 * 'Shipping Address Error'; 'contact' the e-mail; 'refused' a backend refusal that names no field;
 * 'unavailable' the backend not answering.
 */
export type FormProblem = 'contact' | 'billing' | 'shipping' | 'refused' | 'unavailable';

export interface FormErrors {
  /** By posted field name ('email', 'billing.postalCode'). */
  readonly fields: Readonly<Record<string, FieldError>>;
  readonly form: readonly FormProblem[];
}

export const NO_ERRORS: FormErrors = { fields: {}, form: [] };

export const hasErrors = (errors: FormErrors): boolean => errors.form.length > 0 || Object.keys(errors.fields).length > 0;

/** The spec's postal-code messages (spec 2 §5, §8), one per section, shown in the shopper's language. */
export const postalCodeError = (section: AddressSection): FieldError => ({ id: `addresses.error.postalCode.${section}` });

/** A domain rule failure as a message: one id per rule, its parameter as an argument (the account pages use it too). */
export function ruleError(failure: RuleFailure): FieldError {
  if (failure.rule === 'max') return { id: 'addresses.error.max', values: { max: Number(failure.params[0]) } };
  if (failure.rule === 'email') return { id: 'addresses.error.email' };
  if (failure.rule === 'required') return { id: 'addresses.error.required' };
  return { id: 'addresses.error.invalid' };
}

/** The first problem of one field: the generic rules first, then the field's own domain rule. */
function fieldError(section: AddressSection, field: AddressField, value: string, country: CountryCode): FieldError | undefined {
  const [failure] = validate(value, FIELD_RULES[field]);
  if (failure) return ruleError(failure);
  if (value === '') return undefined;
  switch (field) {
    case 'postalCode':
      return isValidPostalCode(country, value) ? undefined : postalCodeError(section);
    case 'streetNumber':
      return isValidStreetNumber(country, value) ? undefined : { id: 'addresses.error.streetNumber' };
    case 'phone':
      return isValidPhoneNumber(value) ? undefined : { id: 'addresses.error.phone', values: { digits: PHONE_MIN_DIGITS } };
    case 'vatNumber':
      // Format only (spec 2 §5 "VAT ID input"); checking it with the authority comes with its own issue.
      return normaliseVatId(country, value).ok ? undefined : { id: 'addresses.error.vatNumber' };
    default:
      return undefined;
  }
}

/** One address's field errors, by posted name (the account's address book checks one address alone). */
export function addressErrors(
  section: AddressSection, values: Pick<AddressFormValues, 'clientType'>, address: AddressValues, country: CountryCode,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of sectionFields(section, values.clientType)) {
    const error = fieldError(section, field, address[field], country);
    if (error) errors[fieldName(section, field)] = error;
  }
  return errors;
}

/**
 * Every check of spec 2 §5 on the addresses form, run by the action (authoritative) and by the
 * browser before it submits. The addresses are in the market's country. A shipping address
 * that is the billing one is not checked twice: its errors are billing's.
 */
export function validateAddressForm(values: AddressFormValues, country: CountryCode): FormErrors {
  const fields: Record<string, FieldError> = {};
  const [emailFailure] = validate(values.email, EMAIL_RULES);
  if (emailFailure) fields.email = ruleError(emailFailure);
  const billing = addressErrors('billing', values, values.billing, country);
  const shipping = values.shippingAddressType === 'DIFFERENT_FROM_BILLING' ? addressErrors('shipping', values, values.shipping, country) : {};
  Object.assign(fields, billing, shipping);
  const form: FormProblem[] = [];
  if (emailFailure) form.push('contact');
  if (Object.keys(billing).length > 0) form.push('billing');
  if (Object.keys(shipping).length > 0) form.push('shipping');
  return { fields, form };
}
