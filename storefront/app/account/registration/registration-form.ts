import { isValidEmail, isValidPassword, normaliseVatId, type ClientType, type CountryCode } from '@shop/domain';
import { readClientType } from '../../checkout/addresses/client-state';

/** The registration form's text fields, as posted; the client type is a radio of its own. */
export const REGISTRATION_FIELDS = ['firstName', 'lastName', 'email', 'password', 'companyName', 'vatId'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Only a company has these (spec 2 §4: private customers have business info reset). */
export const COMPANY_FIELDS: readonly RegistrationField[] = ['companyName', 'vatId'];
const OPTIONAL_FIELDS: readonly RegistrationField[] = ['vatId'];

/** The backend's bounds (README, customer `signUp`); a longer value is refused here first, in words. */
export const MAX_LENGTH: Readonly<Record<RegistrationField, number>> = {
  firstName: 100, lastName: 100, email: 254, password: 128, companyName: 200, vatId: 32,
};

/** Why a field was refused; each has its message (registration.error.*). */
export type FieldProblem = 'required' | 'too-long' | 'email' | 'email-taken' | 'password' | 'vat-id';

/** What the shopper typed, kept for the form after a refusal: everything but the password. */
export interface RegistrationValues {
  readonly clientType: ClientType;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly companyName: string;
  readonly vatId: string;
}

export interface RegistrationForm {
  readonly values: RegistrationValues;
  readonly password: string;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The posted form. An unknown client type falls back to the market's default (the radio always
 * posts one of the two; anything else is a hand-made post). The password is taken as typed:
 * spaces may be part of it.
 */
export function readRegistrationForm(form: FormData, defaultClientType: ClientType): RegistrationForm {
  const clientType = readClientType(form.get('clientType')) ?? defaultClientType;
  const company = clientType === 'COMPANY';
  const password = form.get('password');
  return {
    values: {
      clientType,
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      companyName: company ? text(form, 'companyName') : '',
      vatId: company ? text(form, 'vatId') : '',
    },
    password: typeof password === 'string' ? password : '',
  };
}

/** The fields this client type fills in. */
export const fieldsOf = (clientType: ClientType): readonly RegistrationField[] =>
  REGISTRATION_FIELDS.filter((field) => clientType === 'COMPANY' || !COMPANY_FIELDS.includes(field));

function fieldProblem(field: RegistrationField, value: string, country: CountryCode): FieldProblem | undefined {
  if (value === '') return OPTIONAL_FIELDS.includes(field) ? undefined : 'required';
  if (value.length > MAX_LENGTH[field]) return 'too-long';
  if (field === 'email' && !isValidEmail(value)) return 'email';
  // Spec 1 §5: 'Password must include one letter and one number' (domain's rule).
  if (field === 'password' && !isValidPassword(value)) return 'password';
  // Spec 2 §5 "VAT ID input": the market's prefix and characters, before anything is sent.
  if (field === 'vatId' && !normaliseVatId(country, value).ok) return 'vat-id';
  return undefined;
}

/** Every field's first problem, by field; empty when the form may be sent. */
export function registrationProblems({ values, password }: RegistrationForm, country: CountryCode): Partial<Record<RegistrationField, FieldProblem>> {
  const problems: Partial<Record<RegistrationField, FieldProblem>> = {};
  for (const field of fieldsOf(values.clientType)) {
    const problem = fieldProblem(field, field === 'password' ? password : values[field], country);
    if (problem) problems[field] = problem;
  }
  return problems;
}
