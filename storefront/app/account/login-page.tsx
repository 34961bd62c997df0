import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { Notice } from '../ui/notice';
import type { SignInRefusal } from './sign-in.server';
import './account.css';

/** The login page: a plain POST form, so it works before (and without) JavaScript. */
export function LoginPage({ refusal }: { refusal: SignInRefusal | undefined }) {
  const local = useLocalPath();
  const intl = useIntl();
  const submitting = useNavigation().state === 'submitting';
  return (
    <div className="page upcoming page--centred">
      <div className="upcoming__card login">
        <h1 className="upcoming__title">
          <FormattedMessage id="account.login.title" />
        </h1>
        <p className="upcoming__text">
          <FormattedMessage id="account.login.intro" />
        </p>
        {refusal && (
          <Notice type="error" id="login-error">
            <FormattedMessage id={`account.login.error.${refusal.problem}`} />
          </Notice>
        )}
        <Form method="post" className="login__form">
          <label className="login__field">
            <span className="login__label">
              <FormattedMessage id="account.login.email" />
            </span>
            <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={refusal?.email ?? ''} aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? 'login-error' : undefined} />
          </label>
          <label className="login__field">
            <span className="login__label">
              <FormattedMessage id="account.login.password" />
            </span>
            <input name="password" type="password" autoComplete="current-password" required maxLength={128} aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? 'login-error' : undefined} />
          </label>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={submitting}>
            {intl.formatMessage({ id: 'account.login.submit' })}
          </button>
        </Form>
        <p className="login__links">
          <Link to={local('/password-reset')}>
            <FormattedMessage id="account.login.forgotPassword" />
          </Link>
          <Link to={local('/create-account')}>
            <FormattedMessage id="account.login.createAccount" />
          </Link>
        </p>
      </div>
    </div>
  );
}
