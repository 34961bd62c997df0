import type { CustomerUpdateAction } from '@commercetools/platform-sdk';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOCALE_CODES, type LocaleCode } from '@shop/markets';
import type { PayloadPartType } from '../api/commerce-method.decorator.js';
import { PayloadInvalidException, validatePayload } from '../api/payload-validation.js';
import { IsShopEmail } from '../api/shop-form-rules.js';

/*
 * The profile fields a customer edits through updateMe (spec 2 §3: email, vatId, firstName,
 * lastName; locale and date of birth too, as the registration sets them). Addresses, password,
 * groups, stores and custom fields have their own calls or are not the customer's to change, so
 * any other action is refused by name. A setter without its value clears the field, as in
 * commercetools.
 */

class ChangeEmailAction {
  @IsIn(['changeEmail']) action!: 'changeEmail';
  @IsString() @MaxLength(254) @IsShopEmail() email!: string;
}

class SetFirstNameAction {
  @IsIn(['setFirstName']) action!: 'setFirstName';
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
}

class SetLastNameAction {
  @IsIn(['setLastName']) action!: 'setLastName';
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
}

class SetVatIdAction {
  @IsIn(['setVatId']) action!: 'setVatId';
  @IsOptional() @IsString() @MaxLength(32) vatId?: string;
}

class SetLocaleAction {
  @IsIn(['setLocale']) action!: 'setLocale';
  @IsOptional() @IsIn(LOCALE_CODES) locale?: LocaleCode;
}

class SetDateOfBirthAction {
  @IsIn(['setDateOfBirth']) action!: 'setDateOfBirth';
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '$property must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true })
  dateOfBirth?: string;
}

const PROFILE_ACTIONS: Readonly<Record<string, PayloadPartType>> = {
  changeEmail: ChangeEmailAction,
  setFirstName: SetFirstNameAction,
  setLastName: SetLastNameAction,
  setVatId: SetVatIdAction,
  setLocale: SetLocaleAction,
  setDateOfBirth: SetDateOfBirthAction,
};

export const PROFILE_ACTION_NAMES: readonly string[] = Object.keys(PROFILE_ACTIONS);

const PART = 'payload[0]';

/**
 * The actions as commercetools update actions, or a 400 listing every failure by its path
 * (`payload[0].actions[1].email must be an e-mail address`). Each action is validated as its own
 * part by the shared payload validator, so messages read exactly like every other call's.
 */
export async function profileActions(actions: readonly Record<string, unknown>[]): Promise<CustomerUpdateAction[]> {
  const failures: string[] = [];
  const valid: CustomerUpdateAction[] = [];
  for (const [index, action] of actions.entries()) {
    const path = `${PART}.actions[${index}]`;
    const type = typeof action['action'] === 'string' && Object.hasOwn(PROFILE_ACTIONS, action['action']) ? PROFILE_ACTIONS[action['action']] : undefined;
    if (!type) {
      failures.push(`${path}.action ${JSON.stringify(action['action'] ?? null)} cannot be used in updateMe; allowed: ${PROFILE_ACTION_NAMES.join(', ')}`);
      continue;
    }
    try {
      const [instance] = await validatePayload({ name: 'updateMe', parts: [type] }, [action]);
      valid.push({ ...instance } as CustomerUpdateAction);
    } catch (error) {
      if (!(error instanceof PayloadInvalidException)) throw error;
      failures.push(...error.failures.map((failure) => failure.replaceAll('payload[0]', path)));
    }
  }
  if (failures.length) throw new PayloadInvalidException(failures);
  return valid;
}
