import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AccountCard } from './account-card';

/** The card every password-reset page stands in: its title, then what the page says and asks. */
export function ResetCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <AccountCard title={<FormattedMessage id={titleId} />} className="login">
      {children}
    </AccountCard>
  );
}
