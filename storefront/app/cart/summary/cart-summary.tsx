import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../../ui/price';
import type { CartView } from '../cart-view';
import './cart-summary.css';

export interface CartSummaryProps {
  readonly cart: CartView;
  /** Amounts are about to change (changes travel): shown dimmed and marked busy. */
  readonly busy?: boolean;
  /** The heading level of the block's title (2 on the cart page, 3 inside a section). */
  readonly headingLevel?: 2 | 3;
}

/**
 * The cart's totals (spec 2 §2): subtotal, discount, shipping ('Free' at zero, with what is left to
 * free shipping), the COD fee line when the cart has one, VAT by rate and the total. Every amount
 * is the backend's or domain's (app/cart/shape-cart.ts); reused by the cart page, the sidebar and
 * the checkout's payment and thank-you pages.
 */
export function CartSummary({ cart, busy = false, headingLevel = 2 }: CartSummaryProps) {
  const money = useFormatMoney();
  const titleId = useId();
  const { summary } = cart;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="cart-summary" aria-busy={busy} data-testid="cart-summary" aria-labelledby={titleId}>
      <Heading id={titleId} className="cart-summary__title">
        <FormattedMessage id="cart.summary.title" />
      </Heading>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt><FormattedMessage id="cart.summary.subtotal" /></dt>
          <dd data-testid="summary-subtotal">{money(summary.subtotal)}</dd>
        </div>
        {summary.discount.centAmount > 0 && (
          <div className="cart-summary__row cart-summary__row--discount">
            <dt><FormattedMessage id="cart.summary.discount" /></dt>
            <dd data-testid="summary-discount">{`−${money(summary.discount)}`}</dd>
          </div>
        )}
        {summary.shipping && (
          <div className="cart-summary__row">
            <dt><FormattedMessage id="cart.summary.shipping" /></dt>
            <dd data-testid="summary-shipping">
              {summary.shipping.centAmount === 0 ? <FormattedMessage id="cart.summary.free" /> : money(summary.shipping)}
            </dd>
          </div>
        )}
        {summary.codFee && (
          <div className="cart-summary__row">
            <dt>{summary.codFee.title || <FormattedMessage id="cart.summary.codFee" />}</dt>
            <dd data-testid="summary-cod-fee">{money(summary.codFee.amount)}</dd>
          </div>
        )}
        <div className="cart-summary__row cart-summary__row--total">
          <dt><FormattedMessage id="cart.summary.total" /></dt>
          <dd data-testid="summary-total">{money(summary.total)}</dd>
        </div>
        {summary.vat.map((portion) => (
          <div className="cart-summary__row cart-summary__row--vat" key={portion.ratePercent}>
            <dt><FormattedMessage id="cart.summary.vat" values={{ rate: portion.ratePercent }} /></dt>
            <dd data-testid="summary-vat">{money(portion.amount)}</dd>
          </div>
        ))}
      </dl>
      {summary.toFreeShipping && (
        <p className="cart-summary__free-shipping" data-testid="summary-to-free-shipping">
          <FormattedMessage id="cart.summary.toFreeShipping" values={{ amount: money(summary.toFreeShipping) }} />
        </p>
      )}
    </section>
  );
}
