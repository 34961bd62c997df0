import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import './account.css';

/** /password-reset/check-email: the same words whether or not the address has an account, and no address echoed. */
export function PasswordResetCheckEmailPage() {
  const local = useLocalPath();
  return (
    <div className="page upcoming page--centred">
      <div className="upcoming__card login">
        <h1 className="upcoming__title">
          <FormattedMessage id="account.passwordResetCheckEmail.title" />
        </h1>
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
      </div>
    </div>
  );
}
