import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { Notice } from '../ui/notice';
import type { ResetRefusal } from './password-reset.server';
import { ResetField } from './reset-field';
import { isCallProblem, ResetCallProblem } from './reset-wait';
import { ResetCard } from './reset-card';

/**
 * /password-reset: a plain POST form (works without JavaScript) asking for the account's e-mail;
 * inside the checkout its way back leads to the checkout's login (`loginPath`).
 */
export function PasswordResetPage({ refusal, loginPath = '/login' }: { refusal: ResetRefusal | undefined; loginPath?: string }) {
  const local = useLocalPath();
  const intl = useIntl();
  const submitting = useNavigation().state === 'submitting';
  return (
    <ResetCard titleId="account.passwordReset.title">
      <p className="account-card__text">
        <FormattedMessage id="account.passwordReset.intro" />
      </p>
      {isCallProblem(refusal) && (
        <Notice type="error">
          <ResetCallProblem refusal={refusal} />
        </Notice>
      )}
      <Form method="post" className="login__form">
        <ResetField
          label={<FormattedMessage id="account.passwordReset.email" />}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={refusal?.email ?? ''}
          problem={refusal?.problem === 'email' ? <FormattedMessage id="account.passwordReset.error.email" /> : undefined}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={submitting}>
          {intl.formatMessage({ id: 'account.passwordReset.submit' })}
        </button>
      </Form>
      <p className="login__links">
        <Link to={local(loginPath)}>
          <FormattedMessage id="account.passwordReset.backToLogin" />
        </Link>
      </p>
    </ResetCard>
  );
}
