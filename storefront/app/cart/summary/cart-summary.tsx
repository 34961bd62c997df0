import { shippingCostLabel } from '@shop/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShell } from '../../shop/shell';
import { useFormatMoney } from '../../ui/price';
import type { DocumentView } from '../cart-view';
import { SummaryLines } from './summary-lines';
import './cart-summary.css';
import { useNumberText } from '../../ui/number-text';

export interface CartSummaryProps {
  /** A cart (cart page, sidebar, payment page) or an order (thank-you page): app/cart/summary/document-summary.ts. */
  readonly cart: DocumentView;
  /** Amounts are about to change (changes travel, a payment method is being attached): shown dimmed and marked busy. */
  readonly busy?: boolean;
  /** The heading level of the block's title (2 on the cart page, 3 inside a section). */
  readonly headingLevel?: 2 | 3;
  /**
   * 'totals' (cart page, sidebar): the totals only, the lines are listed beside them with their
   * controls. 'order' (payment, thank-you): the read-only lines inside the block, and no nudge
   * towards free shipping, since the cart is not changed there.
   */
  readonly variant?: 'totals' | 'order';
}

/**
 * The order summary (spec 2 §2), one for every page that shows a cart or an order: subtotal,
 * discount, shipping ('Free' at zero, domain's label, with what is left to free shipping), the COD
 * fee line when there is one, the total and VAT by rate. Every amount is the backend's or
 * domain's, read in one place (document-summary.ts); nothing is priced here.
 */
export function CartSummary({ cart, busy = false, headingLevel = 2, variant = 'totals' }: CartSummaryProps) {
  const money = useFormatMoney();
  const numbers = useNumberText();
  const shell = useShell();
  const titleId = useId();
  const { summary } = cart;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shipping = summary.shipping ? shippingCostLabel(summary.shipping, shell.numbers) : undefined;
  return (
    <section className={`cart-summary cart-summary--${variant}`} aria-busy={busy} data-testid="cart-summary" aria-labelledby={titleId}>
      <Heading id={titleId} className="cart-summary__title">
        <FormattedMessage id="cart.summary.title" />
      </Heading>
      {variant === 'order' && <SummaryLines lines={cart.lines} />}
      <dl className="cart-summary__rows">
        <div className="cart-summary__row" data-testid="summary-subtotal">
          <dt><FormattedMessage id="cart.summary.subtotal" /></dt>
          <dd>{money(summary.subtotal)}</dd>
        </div>
        {summary.discount.centAmount > 0 && (
          <div className="cart-summary__row cart-summary__row--discount" data-testid="summary-discount">
            <dt><FormattedMessage id="cart.summary.discount" /></dt>
            <dd>{`−${money(summary.discount)}`}</dd>
          </div>
        )}
        {shipping && (
          <div className="cart-summary__row" data-testid="summary-shipping">
            <dt><FormattedMessage id="cart.summary.shipping" /></dt>
            <dd>{shipping.kind === 'free' ? <FormattedMessage id="cart.summary.free" /> : shipping.text}</dd>
          </div>
        )}
        {summary.codFee && (
          <div className="cart-summary__row" data-testid="summary-cod-fee">
            <dt>{summary.codFee.title || <FormattedMessage id="cart.summary.codFee" />}</dt>
            <dd>{money(summary.codFee.amount)}</dd>
          </div>
        )}
        <div className="cart-summary__row cart-summary__row--total" data-testid="summary-total">
          <dt><FormattedMessage id="cart.summary.total" /></dt>
          <dd>{money(summary.total)}</dd>
        </div>
        {summary.vat.map((portion) => (
          <div className="cart-summary__row cart-summary__row--vat" key={portion.ratePercent} data-testid="summary-vat">
            <dt><FormattedMessage id="cart.summary.vat" values={{ rate: numbers.percent(portion.ratePercent) }} /></dt>
            <dd>{money(portion.amount)}</dd>
          </div>
        ))}
      </dl>
      {summary.net && (
        <p className="cart-summary__net" data-testid="summary-net">
          <FormattedMessage id="vat.summary.net" />
        </p>
      )}
      {variant === 'totals' && summary.toFreeShipping && (
        <p className="cart-summary__free-shipping" data-testid="summary-to-free-shipping">
          <FormattedMessage id="cart.summary.toFreeShipping" values={{ amount: money(summary.toFreeShipping) }} />
        </p>
      )}
    </section>
  );
}
