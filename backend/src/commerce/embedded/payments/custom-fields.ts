import type { CustomFields, CustomFieldsDraft, FieldContainer, TypeResourceIdentifier } from '@commercetools/platform-sdk';
import { invalidOperation } from '../../port/commerce-error.js';

/**
 * Custom fields kept as the carts keep them: the type identifier as given and the fields as sent
 * (types are not resolved nor fields type-checked anywhere in the engine yet), so a payment's,
 * a transaction's and a cart's custom fields read alike.
 */
export const customFromDraft = (draft: CustomFieldsDraft): CustomFields =>
  ({ type: draft.type, fields: draft.fields ?? {} }) as unknown as CustomFields;

/** setCustomType semantics: a type replaces type and fields; no type removes both. */
export const customOfType = (type: TypeResourceIdentifier | undefined, fields: FieldContainer | undefined): CustomFields | undefined =>
  type ? customFromDraft({ type, ...(fields ? { fields } : {}) }) : undefined;

/**
 * setCustomField semantics (PaymentSetCustomFieldAction doc): a value sets the field, an absent or
 * null value removes it, and removing a field that is not there is an InvalidOperation, as is any
 * field on something that has no custom type yet.
 */
export function withCustomField(custom: CustomFields | undefined, name: string, value: unknown, owner: string): CustomFields {
  if (!custom) throw invalidOperation(`The ${owner} has no custom type; set one first with a setCustomType action.`);
  const { [name]: previous, ...rest } = custom.fields;
  if (value !== undefined && value !== null) return { ...custom, fields: { ...rest, [name]: value } };
  if (previous === undefined) throw invalidOperation(`The ${owner} has no custom field '${name}' to remove.`);
  return { ...custom, fields: rest };
}
