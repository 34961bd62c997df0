import { shippingCostLabel } from '@shop/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../shop/shell';
import { Price } from '../../ui/price';
import type { SummaryView } from './order-summary-view';

/**
 * The order summary (lines, subtotal, shipping, the COD fee line, VAT by rate, total) of the
 * payment and thank-you pages, from the backend's own amounts. `busy`: a method change is being
 * applied, so the totals are about to change.
 */
export function OrderSummary({ summary, headingId, busy = false }: { summary: SummaryView; headingId: string; busy?: boolean }) {
  const { market } = useShell();
  const intl = useIntl();
  const shipping = summary.shipping ? shippingCostLabel(summary.shipping, market.locale) : undefined;
  return (
    <section className="order-summary" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="order-summary__title">
        <FormattedMessage id="payment.summary.title" />
      </h2>
      <ul className="order-summary__lines">
        {summary.lines.map((line) => (
          <li key={line.id} className="order-summary__line">
            {line.image ? <img src={line.image} alt="" width={56} height={56} className="order-summary__image" loading="lazy" /> : <span className="order-summary__image" />}
            <span className="order-summary__name">
              {line.name}
              <span className="order-summary__meta">
                <FormattedMessage id="payment.summary.quantity" values={{ quantity: line.quantity }} />
                {line.quantity > 1 && (
                  <>
                    {' · '}
                    <FormattedMessage id="payment.summary.unitPrice" values={{ price: <Price value={line.unitPrice} /> }} />
                  </>
                )}
              </span>
            </span>
            <Price value={line.total} className="order-summary__amount" />
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals" data-testid="order-totals">
        <div className="order-summary__row" data-testid="summary-subtotal">
          <dt><FormattedMessage id="payment.summary.subtotal" /></dt>
          <dd><Price value={summary.subtotal} /></dd>
        </div>
        {shipping && (
          <div className="order-summary__row" data-testid="summary-shipping">
            <dt><FormattedMessage id="payment.summary.shipping" /></dt>
            <dd>{shipping.kind === 'free' ? <FormattedMessage id="payment.summary.free" /> : shipping.text}</dd>
          </div>
        )}
        {summary.codFee && (
          <div className="order-summary__row" data-testid="summary-cod-fee">
            <dt>{summary.codFee.title || <FormattedMessage id="payment.summary.codFee" />}</dt>
            <dd><Price value={summary.codFee.amount} /></dd>
          </div>
        )}
        <div className="order-summary__row order-summary__row--total" data-testid="summary-total">
          <dt><FormattedMessage id="payment.summary.total" /></dt>
          <dd><Price value={summary.total} /></dd>
        </div>
        {summary.taxes.map((tax) => (
          <div key={tax.ratePercent} className="order-summary__row order-summary__row--tax" data-testid="summary-vat">
            <dt><FormattedMessage id="payment.summary.vat" values={{ rate: intl.formatNumber(tax.ratePercent / 100, { style: 'percent', maximumFractionDigits: 2 }) }} /></dt>
            <dd><Price value={tax.amount} /></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
