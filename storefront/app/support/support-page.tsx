import { FormattedMessage } from 'react-intl';
import { useLocalPath } from '../shop/shell';
import { ShopLink } from '../ui/shop-link';
import { buttonClass } from '../ui/button';
import { SupportSentNotice } from './support-sent-notice';
import { SupportForm } from './support-form';
import type { SupportFormState } from './support-outcome';
import type { SupportPageData } from './support-request.server';
import './support.css';

/** /support: the request form, or, once the shop has stored a request, its reference. */
export function SupportPage({ data, state }: { data: SupportPageData; state: SupportFormState | undefined }) {
  const local = useLocalPath();
  return (
    <div className="page support">
      <div className="support__card">
        {data.reference && !state ? (
          <>
            <h1 className="support__title">
              <FormattedMessage id="support.sent.title" />
            </h1>
            <SupportSentNotice reference={data.reference} />
            <p className="support__actions">
              <ShopLink to={local('/')} className={buttonClass('secondary', 'md')}>
                <FormattedMessage id="support.sent.home" />
              </ShopLink>
            </p>
          </>
        ) : (
          <>
            <h1 className="support__title">
              <FormattedMessage id="support.title" />
            </h1>
            <p className="support__intro">
              <FormattedMessage id="support.intro" />
            </p>
            <SupportForm prefill={data.prefill} state={state} />
          </>
        )}
      </div>
    </div>
  );
}
