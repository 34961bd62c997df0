import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import { buttonClass } from '../ui/button';
import { UpcomingPage } from './upcoming-page';

/**
 * `GET /log-out` (issue 18, item 2): a visit only asks. Ending the session is a POST, since a
 * link on another site (a top-level GET carries the Lax cookie) or a prefetch must not log the
 * shopper out. A plain form post to this same address, so it works without JavaScript.
 */
export function LogOutPage() {
  return (
    <UpcomingPage title={<FormattedMessage id="account.logOutConfirm.title" />} text={<FormattedMessage id="account.logOutConfirm.text" />} centred>
      <Form method="post" reloadDocument className="upcoming__actions">
        <button type="submit" className={buttonClass('primary', 'md')}>
          <FormattedMessage id="account.logOut" />
        </button>
      </Form>
    </UpcomingPage>
  );
}
