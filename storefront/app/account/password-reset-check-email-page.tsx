import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { ResetCard } from './reset-card';

/**
 * /password-reset/check-email: the same words whether or not the address has an account, and no
 * address echoed; inside the checkout its links lead to the checkout's reset and login pages.
 */
export function PasswordResetCheckEmailPage({ requestPath = '/password-reset', loginPath = '/login' }: { requestPath?: string; loginPath?: string }) {
  const local = useLocalPath();
  return (
    <ResetCard titleId="account.passwordResetCheckEmail.title">
      <p className="account-card__text">
        <FormattedMessage id="account.passwordResetCheckEmail.text" />
      </p>
      <p className="login__links">
        <Link to={local(requestPath)}>
          <FormattedMessage id="account.passwordResetCheckEmail.again" />
        </Link>
        <Link to={local(loginPath)}>
          <FormattedMessage id="account.passwordReset.backToLogin" />
        </Link>
      </p>
    </ResetCard>
  );
}
