import { FormattedMessage } from 'react-intl';
import { useAccountCustomer } from './account-layout';

export function AccountOverview() {
  const customer = useAccountCustomer();
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <section className="account__panel" aria-labelledby="account-title">
      <h1 id="account-title">
        <FormattedMessage id="account.myAccount.title" />
      </h1>
      {name && (
        <p className="account__greeting">
          <FormattedMessage id="account.myAccount.greeting" values={{ name }} />
        </p>
      )}
      {customer.email && (
        <p className="account__muted">
          <FormattedMessage id="account.myAccount.signedInAs" values={{ email: customer.email }} />
        </p>
      )}
      <p>
        <FormattedMessage id="account.myAccount.text" />
      </p>
    </section>
  );
}
