import type { CustomFields, CustomFieldsDraft, FieldContainer, TypeResourceIdentifier } from '@commercetools/platform-sdk';
import { invalidOperation } from '../../port/commerce-error.js';
import type { CustomerContext } from './customer-context.js';

/**
 * A custom-fields draft as stored: the type becomes a reference by id, as commercetools returns
 * it, so a type given by key ('customer-fields') reads back like one given by id. Field values
 * are kept as given (the shop lower-cases customerType itself); they are not checked against
 * the type's field definitions.
 */
export function customFieldsFromDraft(draft: CustomFieldsDraft, context: CustomerContext): CustomFields {
  return { type: { typeId: 'type', id: context.typeId(draft.type) }, fields: { ...(draft.fields ?? {}) } };
}

/** setCustomType semantics: a type replaces the custom fields; no type removes them. */
export function customTypeFromAction(
  type: TypeResourceIdentifier | undefined, fields: FieldContainer | undefined, context: CustomerContext,
): CustomFields | undefined {
  return type ? customFieldsFromDraft({ type, ...(fields ? { fields } : {}) }, context) : undefined;
}

/** setCustomField semantics: a value sets the field, no value removes it; a type must exist. */
export function withCustomField(custom: CustomFields | undefined, name: string, value: unknown, owner: string): CustomFields {
  if (!custom) throw invalidOperation(`The ${owner} has no custom type; set one first with setCustomType.`);
  const { [name]: _previous, ...fields } = custom.fields;
  return { ...custom, fields: value === undefined ? fields : { ...fields, [name]: value } };
}
