import { CommerceError, invalidInput } from './commerce-error.js';

/*
 * commercetools' answers for cases both adapters meet, in the platform's words and codes, so an
 * adapter that has to produce them (the embedded engine) says exactly what the platform says.
 */

/** commercetools' answer to a sign-up or e-mail change onto a taken address (case-insensitively). */
export const duplicateEmail = (email: string): CommerceError => {
  const message = 'There is already an existing customer with the provided email.';
  return new CommerceError(400, message, [{ code: 'DuplicateField', message, field: 'email', duplicateValue: email }]);
};

/** commercetools' DuplicateField, worded as the document store words a duplicate key. */
export const duplicateField = (field: string, value: string): CommerceError =>
  invalidInput(`A duplicate value '"${value}"' exists for field '${field}'.`, 'DuplicateField', { field, duplicateValue: value });

/**
 * One answer for an unknown e-mail and a wrong password (and for a customer without a password),
 * as commercetools gives: a sign-in form must not tell which e-mail addresses have accounts.
 */
export const invalidCredentials = (): CommerceError => {
  const message = 'Account with the given credentials not found.';
  return new CommerceError(400, message, [{ code: 'InvalidCredentials', message }]);
};

/** A password-reset request for an e-mail without an account: commercetools answers 404. */
export const customerWithEmailNotFound = (email: string): CommerceError => {
  const message = `The Customer with email '${email}' was not found.`;
  return new CommerceError(404, message, [{ code: 'ResourceNotFound', message }]);
};

/** A draft or action referencing a custom type or store that does not exist. */
export const referencedResourceNotFound = (typeId: string, reference: { id?: string; key?: string }): CommerceError =>
  invalidInput(
    `The referenced ${typeId} with ${reference.id !== undefined ? `ID '${reference.id}'` : `key '${String(reference.key)}'`} was not found.`,
    'ReferencedResourceNotFound',
    { typeId, ...(reference.id !== undefined ? { id: reference.id } : { key: reference.key }) },
  );
