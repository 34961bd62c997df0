import type {
  CustomerChangeEmailAction, CustomerSetCompanyNameAction, CustomerSetCustomFieldAction, CustomerSetCustomTypeAction,
  CustomerSetDateOfBirthAction, CustomerSetExternalIdAction, CustomerSetFirstNameAction, CustomerSetLastNameAction,
  CustomerSetLocaleAction, CustomerSetMiddleNameAction, CustomerSetSalutationAction, CustomerSetTitleAction,
  CustomerSetVatIdAction,
} from '@commercetools/platform-sdk';
import { invalidInput } from '../../../port/commerce-error.js';
import type { CustomerContext } from '../customer-context.js';
import { requireEmail } from '../customer-from-draft.js';
import { customTypeFromAction, withCustomField } from '../custom-fields.js';
import type { StoredCustomer } from '../stored-customer.js';

/** Sets or clears an optional field: commercetools clears a field when the action omits its value. */
function withField<K extends keyof StoredCustomer>(customer: StoredCustomer, field: K, value: StoredCustomer[K] | undefined): StoredCustomer {
  const { [field]: _previous, ...rest } = customer;
  return (value === undefined ? rest : { ...rest, [field]: value }) as StoredCustomer;
}

export const setFirstName = (c: StoredCustomer, a: CustomerSetFirstNameAction): StoredCustomer => withField(c, 'firstName', a.firstName);
export const setLastName = (c: StoredCustomer, a: CustomerSetLastNameAction): StoredCustomer => withField(c, 'lastName', a.lastName);
export const setMiddleName = (c: StoredCustomer, a: CustomerSetMiddleNameAction): StoredCustomer => withField(c, 'middleName', a.middleName);
export const setTitle = (c: StoredCustomer, a: CustomerSetTitleAction): StoredCustomer => withField(c, 'title', a.title);
export const setSalutation = (c: StoredCustomer, a: CustomerSetSalutationAction): StoredCustomer => withField(c, 'salutation', a.salutation);
export const setCompanyName = (c: StoredCustomer, a: CustomerSetCompanyNameAction): StoredCustomer => withField(c, 'companyName', a.companyName);
export const setVatId = (c: StoredCustomer, a: CustomerSetVatIdAction): StoredCustomer => withField(c, 'vatId', a.vatId);
export const setLocale = (c: StoredCustomer, a: CustomerSetLocaleAction): StoredCustomer => withField(c, 'locale', a.locale);
export const setExternalId = (c: StoredCustomer, a: CustomerSetExternalIdAction): StoredCustomer => withField(c, 'externalId', a.externalId);

/** commercetools' Date type: YYYY-MM-DD. */
export function setDateOfBirth(customer: StoredCustomer, action: CustomerSetDateOfBirthAction): StoredCustomer {
  const date = action.dateOfBirth;
  if (date !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
    throw invalidInput(`'${date}' is not a valid date (YYYY-MM-DD).`, 'InvalidField', { field: 'dateOfBirth', invalidValue: date });
  }
  return withField(customer, 'dateOfBirth', date);
}

/**
 * A new e-mail must be as free as at sign-up (case-insensitively, within the customer's stores);
 * commercetools marks it unverified again.
 */
export function changeEmail(customer: StoredCustomer, action: CustomerChangeEmailAction, context: CustomerContext): StoredCustomer {
  const email = requireEmail(action.email);
  context.requireEmailFree(email, customer.stores.map((store) => store.key), customer.id);
  return { ...customer, email, isEmailVerified: false };
}

export function setCustomType(customer: StoredCustomer, action: CustomerSetCustomTypeAction, context: CustomerContext): StoredCustomer {
  return withField(customer, 'custom', customTypeFromAction(action.type, action.fields, context));
}

export function setCustomField(customer: StoredCustomer, action: CustomerSetCustomFieldAction): StoredCustomer {
  return { ...customer, custom: withCustomField(customer.custom, action.name, action.value, 'customer') };
}
