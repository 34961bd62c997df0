import { FormattedMessage } from 'react-intl';
import { Notice } from '../ui/notice';

/** What the shopper reads once the shop has stored the request: its reference, to quote later. */
export function SupportSentNotice({ reference }: { reference: string }) {
  return (
    <Notice type="success">
      <p className="support__sent" data-testid="support-sent">
        <FormattedMessage id="support.sent.text" values={{ reference: <strong className="support__reference">{reference}</strong> }} />
      </p>
    </Notice>
  );
}
