import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../../ui/price';
import type { SummaryLineView } from '../cart-view';

/**
 * The lines of an order summary, read-only (spec 2 §2: the payment and thank-you pages show what
 * is bought, not the cart's controls): image, name, quantity, the unit price when there are several
 * and the line total, struck through before cart discounts when they lowered it. No quantity
 * selector, removal or guarantee offer: the cart page is where the cart changes.
 */
export function SummaryLines({ lines }: { lines: readonly SummaryLineView[] }) {
  const money = useFormatMoney();
  return (
    <ul className="cart-summary__lines" data-testid="summary-lines">
      {lines.map((line) => (
        <li key={line.id} className="cart-summary__line" data-testid="summary-line" data-sku={line.sku}>
          {line.image
            ? <img src={line.image.url} alt="" width={56} height={56} className="cart-summary__image" loading="lazy" />
            : <span className="cart-summary__image" aria-hidden="true" />}
          <span className="cart-summary__name">
            {line.name}
            <span className="cart-summary__meta">
              <FormattedMessage id="cart.summary.lineQuantity" values={{ quantity: line.quantity }} />
              {line.quantity > 1 && (
                <>
                  {' · '}
                  <FormattedMessage id="cart.summary.lineUnitPrice" values={{ price: money(line.unitPrice) }} />
                </>
              )}
            </span>
          </span>
          <span className="cart-summary__amount">
            {line.lineTotal.centAmount < line.lineTotalBeforeDiscounts.centAmount && (
              <s className="cart-summary__was">{money(line.lineTotalBeforeDiscounts)}</s>
            )}
            <span data-testid="summary-line-total">{money(line.lineTotal)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
