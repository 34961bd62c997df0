import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { AddressInput } from '../../checkout/addresses/address-input';
import { buttonClass } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { originalName, PROFILE_FIELDS, SAVED_QUERY, type ProfileField } from './profile-form';
import type { ProfilePageData, ProfileRefusal } from './profile.server';
import '../../checkout/addresses/addresses.css';
import './profile.css';

const INPUT: Readonly<Record<ProfileField, { type: string; autoComplete: string; label: string }>> = {
  email: { type: 'email', autoComplete: 'email', label: 'addresses.field.email' },
  firstName: { type: 'text', autoComplete: 'given-name', label: 'addresses.field.firstName' },
  lastName: { type: 'text', autoComplete: 'family-name', label: 'addresses.field.lastName' },
  vatId: { type: 'text', autoComplete: 'off', label: 'addresses.field.vatNumber' },
};

const PROBLEM_MESSAGE: Readonly<Record<ProfileRefusal['problem'], string>> = {
  fields: 'addresses.error.summary',
  emailTaken: 'profile.error.emailTaken',
  conflict: 'profile.error.conflict',
  refused: 'addresses.error.refused',
  unavailable: 'profile.error.unavailable',
};

/**
 * My profile (spec 2 §3: e-mail, VAT ID, first and last name): one plain POST form, so it works
 * without JavaScript. A refusal shows what was typed with the reason; the values the page was
 * shown with travel along, so a save changes only what the shopper changed.
 */
export function ProfilePage({ page, refusal }: { page: ProfilePageData; refusal: ProfileRefusal | undefined }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const shown = refusal?.current ?? page;
  const typed = refusal?.typed ?? page.values;
  const fields = PROFILE_FIELDS.filter((field) => field !== 'vatId' || page.company);
  return (
    <section className="account__panel profile" aria-labelledby="profile-title">
      <h1 id="profile-title">
        <FormattedMessage id="account.section.my-profile" />
      </h1>
      <p className="account__muted">
        <FormattedMessage id="profile.intro" />
      </p>
      {params.get(SAVED_QUERY) && !refusal && (
        <Notice type="success">
          <FormattedMessage id="profile.saved" />
        </Notice>
      )}
      {refusal && (
        <Notice type="error" id="profile-problem">
          <FormattedMessage id={PROBLEM_MESSAGE[refusal.problem]} />
        </Notice>
      )}
      <Form method="post" noValidate className="profile__form address-fields">
        {PROFILE_FIELDS.map((field) => (
          <input key={field} type="hidden" name={originalName(field)} value={shown.values[field]} />
        ))}
        {fields.map((field) => (
          <AddressInput
            key={field}
            name={field}
            type={INPUT[field].type}
            autoComplete={INPUT[field].autoComplete}
            {...(field === 'email' ? { inputMode: 'email' as const } : {})}
            label={<FormattedMessage id={INPUT[field].label} />}
            optional={field === 'vatId'}
            hint={field === 'vatId' ? <FormattedMessage id="profile.vatIdHint" values={{ prefix: page.vatPrefix }} /> : undefined}
            defaultValue={typed[field]}
            error={refusal?.errors[field]}
            className={field === 'email' || field === 'vatId' ? 'address-field--wide' : ''}
          />
        ))}
        <div className="profile__actions">
          <button type="submit" className={buttonClass('primary', 'lg')} aria-disabled={busy || undefined}>
            {intl.formatMessage({ id: 'profile.submit' })}
          </button>
        </div>
      </Form>
    </section>
  );
}
