import { FormattedMessage } from 'react-intl';
import type { AccountSection } from './account-sections';

export function AccountSectionView({ section }: { section: AccountSection }) {
  return (
    <section className="account__panel" aria-labelledby="account-section-title">
      <h1 id="account-section-title">
        <FormattedMessage id={`account.section.${section}`} />
      </h1>
      <p>
        <FormattedMessage id="account.section.text" />
      </p>
    </section>
  );
}
