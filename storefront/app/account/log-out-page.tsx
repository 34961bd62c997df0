import { FormattedMessage } from 'react-intl';
import { Form, Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { AccountCard } from './account-card';

/**
 * `GET /log-out` (issue 18, item 2): a visit only asks. Ending the session is a POST, since a
 * link on another site (a top-level GET carries the Lax cookie) or a prefetch must not log the
 * shopper out. A plain form post to this same address, so it works without JavaScript.
 */
export function LogOutPage() {
  const local = useLocalPath();
  return (
    <AccountCard title={<FormattedMessage id="account.logOutConfirm.title" />} intro={<FormattedMessage id="account.logOutConfirm.text" />}>
      <Form method="post" reloadDocument className="account-card__actions">
        <button type="submit" className={buttonClass('primary', 'md')}>
          <FormattedMessage id="account.logOut" />
        </button>
      </Form>
      <p className="account-card__actions">
        <Link to={local('/')} className={buttonClass('secondary', 'md')}>
          <FormattedMessage id="account.home" />
        </Link>
      </p>
    </AccountCard>
  );
}
