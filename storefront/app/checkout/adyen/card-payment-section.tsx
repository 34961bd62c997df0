import { FormattedMessage } from 'react-intl';
import { Notice } from '../../ui/notice';
import { DropIn } from './drop-in';
import type { DropInSettings } from './drop-in-settings';
import './card-payment.css';

/**
 * The payment step's card and wallet methods (issue 19), shown only when the backend offers them.
 * Drop-in needs JavaScript; without it the section is a notice, and the COD and bank transfer
 * form above works as before.
 */
export function CardPaymentSection({ settings, cartId }: { settings: DropInSettings; cartId: string }) {
  return (
    <section className="card-payment" aria-labelledby="card-payment-title" data-testid="card-payment">
      <h2 id="card-payment-title" className="payment-section-title"><FormattedMessage id="payment.card.title" /></h2>
      <p className="card-payment__hint"><FormattedMessage id="payment.card.hint" /></p>
      <noscript>
        <Notice type="info"><FormattedMessage id="payment.card.noscript" /></Notice>
      </noscript>
      <DropIn settings={settings} cartId={cartId} />
    </section>
  );
}
