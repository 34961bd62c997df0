import type { ClientType } from '@shop/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import { ChoiceFieldset } from '../../checkout/addresses/choice-fieldset';
import { useLocalPath } from '../../shop/shell';
import { buttonClass } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { RateLimitWait } from '../rate-limit/rate-limit-wait';
import { ResetField } from '../reset-field';
import { MAX_LENGTH, type FieldProblem, type RegistrationField } from './registration-form';
import type { RegistrationRefusal } from './registration.server';
import { AccountCard } from '../account-card';
import '../account.css';
import '../../checkout/addresses/addresses.css';
import './registration.css';

const CLIENT_TYPES = [
  { value: 'PRIVATE', labelId: 'addresses.clientType.private' },
  { value: 'COMPANY', labelId: 'addresses.clientType.company' },
] as const;

const LABELS: Readonly<Record<RegistrationField, string>> = {
  firstName: 'addresses.field.firstName',
  lastName: 'addresses.field.lastName',
  email: 'account.login.email',
  password: 'account.login.password',
  companyName: 'addresses.field.company',
  vatId: 'addresses.field.vatNumber',
};

const AUTOCOMPLETE: Readonly<Record<RegistrationField, string>> = {
  firstName: 'given-name', lastName: 'family-name', email: 'email', password: 'new-password', companyName: 'organization', vatId: 'off',
};

const problemText = (field: RegistrationField, problem: FieldProblem | undefined): ReactNode =>
  problem && <FormattedMessage id={`registration.error.${problem}`} values={{ max: MAX_LENGTH[field] }} />;

interface RegistrationPageProps {
  readonly refusal: RegistrationRefusal | undefined;
  /** The market's default client type (spec 2 §4), checked until the shopper chooses. */
  readonly defaultClientType: ClientType;
  readonly title: ReactNode;
  readonly intro: ReactNode;
  /** The login page to offer instead: the account's or the checkout's. */
  readonly loginPath: string;
  /** What the page offers besides registering (the checkout's guest order). */
  readonly children?: ReactNode;
}

/**
 * Registration (spec 1 §2, §6): a plain POST form, so it works without JavaScript; the client
 * type's radios show or hide the company fields by CSS alone. Every message comes from the
 * server's answer (the form is noValidate), the same with or without JavaScript, each next to its
 * field; after a refusal every field but the password holds what the shopper typed.
 */
export function RegistrationPage({ refusal, defaultClientType, title, intro, loginPath, children }: RegistrationPageProps) {
  const local = useLocalPath();
  const intl = useIntl();
  const submitting = useNavigation().state === 'submitting';
  const values = refusal?.values;
  const fields = refusal?.fields ?? {};
  const field = (name: RegistrationField, extra: { type?: string; optional?: boolean; hint?: ReactNode; className?: string } = {}) => (
    <ResetField
      key={name}
      label={
        <>
          <FormattedMessage id={LABELS[name]} />
          {extra.optional && (
            <span className="registration__optional">
              {' '}
              (<FormattedMessage id="addresses.optional" />)
            </span>
          )}
        </>
      }
      name={name}
      type={extra.type ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={MAX_LENGTH[name]}
      aria-required={extra.optional ? undefined : true}
      defaultValue={name === 'password' ? undefined : (values?.[name] ?? '')}
      hint={extra.hint}
      problem={problemText(name, fields[name])}
      className={extra.className}
    />
  );
  return (
    <AccountCard title={title} intro={intro} className="login registration">
      {refusal?.problem && (
        <Notice type="error" id="registration-error">
          {refusal.problem === 'rate-limited' ? <RateLimitWait retryAfterSeconds={refusal.retryAfterSeconds} /> : <FormattedMessage id={`registration.error.${refusal.problem}`} />}
        </Notice>
      )}
      {!refusal?.problem && Object.keys(fields).length > 0 && (
        <Notice type="error">
          <FormattedMessage id="registration.error.fields" />
        </Notice>
      )}
      <Form method="post" className="login__form registration__form" noValidate>
        <ChoiceFieldset name="clientType" legendId="registration.clientType" options={CLIENT_TYPES} checked={values?.clientType ?? defaultClientType} />
        <div className="registration__company">
          {field('companyName', { className: 'registration__wide' })}
          {field('vatId', { optional: true, className: 'registration__wide' })}
        </div>
        {field('firstName')}
        {field('lastName')}
        {field('email', { type: 'email', className: 'registration__wide' })}
        {field('password', { type: 'password', hint: <FormattedMessage id="registration.passwordRule" />, className: 'registration__wide' })}
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={submitting}>
          {intl.formatMessage({ id: 'registration.submit' })}
        </button>
      </Form>
      <p className="login__links">
        <Link to={local(loginPath)}>
          <FormattedMessage id="registration.haveAccount" />
        </Link>
      </p>
      {children}
    </AccountCard>
  );
}
