import { VAT_ID_RULES } from '@shop/domain';
import { data, redirect } from 'react-router';
import type { FieldError } from '../../checkout/addresses/form-errors';
import { BackendError } from '../../shop/backend.server';
import { assertRoutable } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';
import { customerRecord, isCompanyCustomer, type CustomerRecord } from '../customer-record.server';
import {
  changedFields, conflictingFields, parseProfileForm, profileErrors, profileValuesOf, SAVED_QUERY, updateActions, type ProfileField, type ProfileValues,
} from './profile-form';

export interface ProfilePageData {
  readonly values: ProfileValues;
  /** Only a company customer has a VAT ID (spec 2 §4). */
  readonly company: boolean;
  /** The market's VAT ID prefix, as a hint (spec 2 §5: 'EL' for Greece, 'CHE' for Switzerland). */
  readonly vatPrefix: string;
}

/** Why a save did not go through, beside the fields' own messages: each has its text (profile.error.*). */
export type ProfileProblem = 'fields' | 'emailTaken' | 'conflict' | 'refused' | 'unavailable';

/** A refused save: what was typed (nothing is lost), the values to save against next, and why. */
export interface ProfileRefusal {
  readonly problem: ProfileProblem;
  readonly typed: ProfileValues;
  readonly errors: Partial<Record<ProfileField, FieldError>>;
  /** Set when the record changed meanwhile: the page saves against it next time. */
  readonly current?: { readonly values: ProfileValues };
}

export async function profileLoader(shop: ShopRequest): Promise<ProfilePageData> {
  assertRoutable(shop);
  const customer = await customerRecord(shop);
  return { values: profileValuesOf(customer), company: isCompanyCustomer(customer), vatPrefix: VAT_ID_RULES[shop.country].prefix };
}

const STATUS: Readonly<Record<ProfileProblem, number>> = { fields: 422, emailTaken: 409, conflict: 409, refused: 422, unavailable: 503 };

function problemOf(error: unknown): ProfileProblem {
  if (!(error instanceof BackendError)) return 'unavailable';
  const code = (error.body as { code?: unknown } | undefined)?.code;
  if (code === 'DuplicateField') return 'emailTaken';
  if (code === 'ConcurrentModification' || error.status === 409) return 'conflict';
  return error.status >= 400 && error.status < 500 ? 'refused' : 'unavailable';
}

/**
 * My profile's post (spec 2 §3, §7 update me). Only what the shopper changed on the page is
 * saved, at the customer's version as read now, so an edit made meanwhile elsewhere to another
 * field is kept; one made to the same field is a conflict, shown with what they typed. A taken e-mail is the
 * backend's DuplicateField. Success: 303 back to the page with the saved notice.
 */
export async function profileAction(shop: ShopRequest, request: Request) {
  assertRoutable(shop);
  const posted = parseProfileForm(await request.formData());
  const customer = await customerRecord(shop);
  const company = isCompanyCustomer(customer);
  const current = profileValuesOf(customer);
  const refuse = (problem: ProfileProblem, errors: ProfileRefusal['errors'] = {}, now?: CustomerRecord) =>
    data<ProfileRefusal>(
      { problem, typed: posted.values, errors, ...(now ? { current: { values: profileValuesOf(now) } } : {}) },
      { status: STATUS[problem] },
    );

  const errors = profileErrors(posted.values, shop.country, company);
  if (Object.keys(errors).length > 0) return refuse('fields', errors);

  const changed = changedFields(posted, shop.country, company);
  if (conflictingFields(changed, posted.original, current).length > 0) return refuse('conflict', {}, customer);

  const actions = updateActions(changed, current);
  if (actions.length > 0) {
    try {
      await shop.backend.call('updateMe', [{ version: customer.version, actions }]);
    } catch (error) {
      const problem = problemOf(error);
      if (problem === 'unavailable') console.error(`updateMe failed on my profile: ${(error as Error).message}`);
      else console.warn(`updateMe refused on my profile: ${(error as Error).message}`);
      if (problem === 'emailTaken') return refuse(problem, { email: { id: 'profile.error.emailTaken' } });
      // Changed again while saving (the backend retried once already): show the record as it is now.
      return problem === 'conflict' ? refuse(problem, {}, await customerRecord(shop)) : refuse(problem);
    }
  }
  throw redirect(`${shop.url.pathname}?${SAVED_QUERY}=1`, 303);
}
