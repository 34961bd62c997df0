import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { ResetCard } from './reset-card';

/** /password-reset/check-email: the same words whether or not the address has an account, and no address echoed. */
export function PasswordResetCheckEmailPage() {
  const local = useLocalPath();
  return (
    <ResetCard titleId="account.passwordResetCheckEmail.title">
      <p className="upcoming__text">
        <FormattedMessage id="account.passwordResetCheckEmail.text" />
      </p>
      <p className="login__links">
        <Link to={local('/password-reset')}>
          <FormattedMessage id="account.passwordResetCheckEmail.again" />
        </Link>
        <Link to={local('/login')}>
          <FormattedMessage id="account.passwordReset.backToLogin" />
        </Link>
      </p>
    </ResetCard>
  );
}
