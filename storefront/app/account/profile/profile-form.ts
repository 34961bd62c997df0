import { normaliseVatId, validate, type CountryCode } from '@shop/domain';
import { EMAIL_RULES } from '../../checkout/addresses/address-fields';
import { ruleError, type FieldError } from '../../checkout/addresses/form-errors';

/** Spec 2 §3: the customer's editable profile fields, in the order the page shows them. */
export const PROFILE_FIELDS = ['email', 'firstName', 'lastName', 'vatId'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Readonly<Record<ProfileField, string>>;

/** The backend's limits for updateMe (backend/src/customer/profile-actions.ts), so the page refuses what it would. */
const RULES: Readonly<Record<ProfileField, string>> = {
  email: EMAIL_RULES,
  firstName: 'required|max:100',
  lastName: 'required|max:100',
  vatId: 'max:32',
};

/** The query a successful save comes back with (a plain post is redirected: reloading does not post again). */
export const SAVED_QUERY = 'saved';

/** What the profile form posts: the values typed, and the values the page was shown with. */
export interface PostedProfile {
  readonly values: ProfileValues;
  readonly original: ProfileValues;
}

/** The posted name of a field's value as the page showed it (so a save changes only what the shopper changed). */
export const originalName = (field: ProfileField): string => `original.${field}`;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const valuesFrom = (form: FormData, name: (field: ProfileField) => string): ProfileValues =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text(form, name(field))])) as Record<ProfileField, string>;

export const parseProfileForm = (form: FormData): PostedProfile => ({ values: valuesFrom(form, (field) => field), original: valuesFrom(form, originalName) });

/** The profile as the customer record holds it. */
export const profileValuesOf = (customer: { email?: string; firstName?: string; lastName?: string; vatId?: string }): ProfileValues => ({
  email: customer.email ?? '',
  firstName: customer.firstName ?? '',
  lastName: customer.lastName ?? '',
  vatId: customer.vatId ?? '',
});

/**
 * Spec 1 §5's rules on each field; the VAT ID (companies only: spec 2 §4, a private customer has
 * no business data) is pre-checked by domain's rules for the market's country (spec 2 §5).
 */
export function profileErrors(values: ProfileValues, country: CountryCode, company: boolean): Partial<Record<ProfileField, FieldError>> {
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  for (const field of PROFILE_FIELDS) {
    if (field === 'vatId' && !company) continue;
    const [failure] = validate(values[field], RULES[field]);
    if (failure) errors[field] = ruleError(failure);
    else if (field === 'vatId' && values.vatId !== '' && !normaliseVatId(country, values.vatId).ok) errors.vatId = { id: 'addresses.error.vatNumber' };
  }
  return errors;
}

/** The VAT ID as stored: domain's cleaned number without its prefix ("as stored and shown"), or '' for none. */
export function storedVatId(country: CountryCode, typed: string): string {
  const check = normaliseVatId(country, typed);
  return check.ok ? check.number : '';
}

/** The fields the shopper changed on the page, as they will be stored. */
export function changedFields(posted: PostedProfile, country: CountryCode, company: boolean): Partial<ProfileValues> {
  const changed: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    if (field === 'vatId' && !company) continue;
    const value = field === 'vatId' ? storedVatId(country, posted.values.vatId) : posted.values[field];
    if (value !== posted.original[field]) changed[field] = value;
  }
  return changed;
}

/**
 * Fields the shopper changed that were also changed elsewhere since the page was shown (another
 * tab, another device) to something else: saving would silently overwrite that change.
 */
export function conflictingFields(changed: Partial<ProfileValues>, original: ProfileValues, current: ProfileValues): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => {
    const mine = changed[field];
    return mine !== undefined && current[field] !== original[field] && current[field] !== mine;
  });
}

const SETTER: Readonly<Record<ProfileField, string>> = { email: 'changeEmail', firstName: 'setFirstName', lastName: 'setLastName', vatId: 'setVatId' };

/** updateMe's actions (spec 2 §7) for what differs from the record now; an empty VAT ID clears it. */
export function updateActions(changed: Partial<ProfileValues>, current: ProfileValues): Record<string, string>[] {
  return PROFILE_FIELDS.flatMap((field) => {
    const value = changed[field];
    if (value === undefined || value === current[field]) return [];
    if (value === '' && field === 'vatId') return [{ action: SETTER[field] }];
    return [{ action: SETTER[field]!, [field]: value }];
  });
}
