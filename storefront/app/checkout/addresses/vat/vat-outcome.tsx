import { NET_PRICE_MESSAGES, VAT_OUTCOME_MESSAGES, type VatFieldMessage } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { buttonClass } from '../../../ui/button';
import { vatMessageId } from './vat-message-ids';

/** The notice type of each outcome: success green, the rest a warning (the shopper may always continue). */
const tone = (message: VatFieldMessage): 'success' | 'warning' =>
  message.title === VAT_OUTCOME_MESSAGES.valid.title && message.netPriceNotice !== NET_PRICE_MESSAGES.notAdjusted ? 'success' : 'warning';

/**
 * What the VAT field says (domain's vatFieldMessage): a live region, so a screen reader hears the
 * outcome when it arrives; the retry button and the support link where domain puts them.
 */
export function VatOutcome({ id, validating, message, onRetry, onSupport }: {
  id: string; validating: boolean; message: VatFieldMessage | undefined; onRetry: () => void; onSupport: () => void;
}) {
  return (
    <div id={id} className="vat-outcome" aria-live="polite" data-testid="vat-outcome" data-state={validating ? 'validating' : message ? tone(message) : 'idle'}>
      {validating && <p className="vat-outcome__validating"><FormattedMessage id="vat.validating" /></p>}
      {message && (
        <div className={`notice notice--${tone(message)} vat-outcome__notice`}>
          <p className="vat-outcome__title" data-testid="vat-outcome-title"><FormattedMessage id={vatMessageId(message.title)} /></p>
          {message.hint && <p><FormattedMessage id={vatMessageId(message.hint)} /></p>}
          {message.netPriceNotice && <p data-testid="vat-net-notice"><FormattedMessage id={vatMessageId(message.netPriceNotice)} /></p>}
          {(message.retryButton || message.supportLink) && (
            <div className="vat-outcome__actions">
              {message.retryButton && (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry} data-testid="vat-retry">
                  <FormattedMessage id={vatMessageId(message.retryButton)} />
                </button>
              )}
              {message.supportLink && (
                <button type="button" className={buttonClass('link', 'sm')} onClick={onSupport} data-testid="vat-support">
                  <FormattedMessage id={vatMessageId(message.supportLink)} />
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
