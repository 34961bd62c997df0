import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { Notice } from '../ui/notice';
import { RESET_DONE_QUERY } from './password-reset-done';
import { RateLimitWait } from './rate-limit/rate-limit-wait';
import type { SignInRefusal } from './sign-in.server';
import { SocialSignIn, SocialSignInProblem } from './social/social-sign-in';
import { AccountCard } from './account-card';
import './account.css';

/** Where the login page's links lead: the account's own pages, or the checkout's. */
export interface LoginLinks {
  readonly passwordReset: string;
  readonly createAccount: string;
}

const ACCOUNT_LINKS: LoginLinks = { passwordReset: '/password-reset', createAccount: '/create-account' };

interface LoginPageProps {
  readonly refusal: SignInRefusal | undefined;
  readonly title?: ReactNode;
  readonly links?: LoginLinks;
  /** What the page offers besides logging in (the checkout's guest order). */
  readonly children?: ReactNode;
}

/** The login page: a plain POST form, so it works before (and without) JavaScript. */
export function LoginPage({ refusal, title = <FormattedMessage id="account.login.title" />, links = ACCOUNT_LINKS, children }: LoginPageProps) {
  const local = useLocalPath();
  const intl = useIntl();
  const submitting = useNavigation().state === 'submitting';
  const [name, value] = RESET_DONE_QUERY.split('=');
  const resetDone = useSearchParams()[0].get(name!) === value;
  return (
    <AccountCard title={title} intro={<FormattedMessage id="account.login.intro" />} className="login">
      {resetDone && !refusal && (
        <Notice type="success">
          <FormattedMessage id="account.login.passwordResetDone" />
        </Notice>
      )}
      {!refusal && <SocialSignInProblem />}
      {refusal && (
        <Notice type="error" id="login-error">
          {refusal.problem === 'rate-limited' ? (
            <RateLimitWait retryAfterSeconds={refusal.retryAfterSeconds} />
          ) : (
            <FormattedMessage id={`account.login.error.${refusal.problem}`} />
          )}
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
      <SocialSignIn />
      <p className="login__links">
        <Link to={local(links.passwordReset)}>
          <FormattedMessage id="account.login.forgotPassword" />
        </Link>
        <Link to={local(links.createAccount)}>
          <FormattedMessage id="account.login.createAccount" />
        </Link>
      </p>
      {children}
    </AccountCard>
  );
}
