import { FormattedMessage } from 'react-intl';
import { useShell } from '../shop/shell';
import { StarIcon } from '../ui/icons';

/**
 * The trust-rating widget in the header (spec 1 §1): when the store's switch
 * `trustpilot_in_header_enabled` is on and the widget is configured. The link to the external
 * reviews page is the widget's fallback content, which the widget script (loaded after the page,
 * see third-party-scripts) replaces with the live score.
 */
export function TrustRating() {
  const { features, chrome, market } = useShell();
  const widget = chrome.thirdParty.trustWidget;
  if (!features.trustpilot_in_header_enabled || !widget) return null;
  return (
    <div
      className="trust-rating trustpilot-widget"
      data-testid="trust-rating"
      data-locale={market.locale}
      data-businessunit-id={widget.businessId}
      data-template-id={widget.templateId}
      data-style-height="24px"
      data-theme="light"
    >
      <a href={widget.reviewsUrl} target="_blank" rel="noopener noreferrer" className="trust-rating__link">
        <StarIcon size={18} />
        <FormattedMessage id="layout.trustRating" />
      </a>
    </div>
  );
}
