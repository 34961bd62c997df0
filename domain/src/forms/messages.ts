// Texts the spec gives verbatim, and the shape of the keys the storefront translates.

/** What a generic select shows when its value is invalid (spec 1 §5). */
export const SELECT_INVALID_MESSAGE = 'This field is not correct.';

/** Spec 1 §5, spec 2 §8. */
export const PASSWORD_MESSAGE = 'Password must include one letter and one number';

/**
 * A translation key. The spec says messages come "from translation keys per rule and field
 * name"; we read that as one key per rule (`validation.min`), with the field name handed to the
 * translation as a parameter, so a new field needs no new keys.
 */
export type MessageKey = `validation.${string}`;

export const messageKey = (rule: string): MessageKey => `validation.${rule}`;
