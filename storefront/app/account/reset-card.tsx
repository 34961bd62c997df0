import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './account.css';

/** The card every password-reset page stands in: its title, then what the page says and asks. */
export function ResetCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <div className="page upcoming page--centred">
      <div className="upcoming__card login">
        <h1 className="upcoming__title">
          <FormattedMessage id={titleId} />
        </h1>
        {children}
      </div>
    </div>
  );
}
