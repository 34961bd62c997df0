import { clampSelectedQuantity, type QuantitySelection } from '@shop/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '../ui/price';
import { CART_ACTION_PATH } from './cart-action-input';
import type { CartLineView, CartView } from './cart-view';
import { LineGuaranteeOffer } from './guarantee/line-guarantee-offer';
import { QuantitySelector } from './quantity-selector';
import './cart.css';
import { useNumberText } from '../ui/number-text';

export interface CartLineProps {
  readonly line: CartLineView;
  /** This line's extra-guarantee options (the extras' offer under the line). */
  readonly offers?: NonNullable<CartView['guaranteeOffers']>[string];
  /** The quantity shown (the shopper's latest choice while it travels). */
  readonly quantity: number;
  /** The backend capped the last change of this line. */
  readonly capped: boolean;
  readonly enhanced: boolean;
  readonly returnTo: string;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
  /** Line links close the sidebar by navigating; the panel passes its close to make it immediate. */
  readonly onNavigate?: () => void;
}

/**
 * One cart line (spec 2 §2): image, name, prices, the volume tier reached, the quantity selector
 * (domain's caps) and removal. Both forms post to /cart-actions without JavaScript (the number
 * field with an Update button); with it, every change goes to the cart's batcher instead.
 */
export function CartLine({ line, offers, quantity, capped, enhanced, returnTo, onQuantity, onRemove, onNavigate }: CartLineProps) {
  const money = useFormatMoney();
  const numbers = useNumberText();
  const [text, setText] = useState(String(quantity));
  const [warning, setWarning] = useState<QuantitySelection['warning']>();
  useEffect(() => setText(String(quantity)), [quantity]);
  const atMaximum = capped || line.atMaximum;

  const submitQuantity = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    const selection = clampSelectedQuantity(text, line.limits);
    setText(String(selection.quantity));
    if (selection.quantity !== quantity) onQuantity(selection.quantity);
  };
  const submitRemove = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    onRemove();
  };
  const discounted = line.lineTotal.centAmount < line.lineTotalBeforeDiscounts.centAmount;

  return (
    <li className="cart-line" data-testid="cart-line" data-sku={line.sku}>
      <div className="cart-line__media">
        {line.image ? <img src={line.image.url} alt="" width={96} height={96} loading="lazy" /> : <span className="cart-line__no-image" aria-hidden="true" />}
      </div>
      <div className="cart-line__main">
        <h3 className="cart-line__name">
          {line.href ? <Link to={line.href} onClick={onNavigate}>{line.name}</Link> : line.name}
        </h3>
        <p className="cart-line__meta">
          <span className="cart-line__unit">
            {line.standardUnitPrice && <s className="cart-line__was">{money(line.standardUnitPrice)}</s>}{' '}
            <FormattedMessage id="cart.line.unitPrice" values={{ price: money(line.unitPrice) }} />
          </span>
          <span className="cart-line__sku">{line.sku}</span>
        </p>
        {line.volumeTier && (
          <p className="cart-line__tier" data-testid="volume-tier">
            <FormattedMessage id="cart.line.volumeTier" values={{ percentage: numbers.percent(line.volumeTier.discountPercentage), volume: numbers.decimal(line.volumeTier.volume) }} />
          </p>
        )}
        {line.nextVolumeTier && !line.guarantee && (
          <p className="cart-line__next-tier">
            <FormattedMessage id="cart.line.nextTier" values={{ volume: numbers.decimal(line.nextVolumeTier.volume), percentage: numbers.percent(line.nextVolumeTier.discountPercentage) }} />
          </p>
        )}
        <div className="cart-line__controls">
          {line.guarantee ? (
            <p className="cart-line__fixed-quantity">
              <FormattedMessage id="cart.line.guaranteeQuantity" values={{ quantity }} />
            </p>
          ) : (
            <form method="post" action={CART_ACTION_PATH} className="cart-line__quantity" onSubmit={submitQuantity} data-testid="line-quantity-form">
              <input type="hidden" name="intent" value="quantity" />
              <input type="hidden" name="lineId" value={line.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <QuantitySelector
                value={text}
                limits={line.limits}
                warning={warning ?? (atMaximum ? 'max' : undefined)}
                onChange={(next, selection) => {
                  setText(next);
                  setWarning(selection.warning);
                  // A whole number typed or stepped goes to the batcher; an empty field waits for blur.
                  if (enhanced && /^\d+$/.test(next) && selection.quantity !== quantity) onQuantity(selection.quantity);
                }}
              />
              {/* Without JavaScript the change is sent with this button; with it, the batcher sends it.
                  noscript (not a render after hydration) so the line does not move when the page hydrates. */}
              <noscript>
                <button type="submit" className="button button--tertiary button--sm cart-line__update">
                  <FormattedMessage id="cart.line.update" />
                </button>
              </noscript>
            </form>
          )}
          <form method="post" action={CART_ACTION_PATH} onSubmit={submitRemove}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="cart-line__remove" data-testid="remove-line">
              <FormattedMessage id="cart.line.remove" values={{ name: <span className="visually-hidden">{line.name}</span> }} />
            </button>
          </form>
        </div>
        {!line.guarantee && <LineGuaranteeOffer line={{ id: line.id, sku: line.sku, quantity }} {...(offers ? { offers } : {})} />}
      </div>
      <div className="cart-line__total">
        {discounted && <s className="cart-line__was">{money(line.lineTotalBeforeDiscounts)}</s>}
        <strong data-testid="line-total">{money(line.lineTotal)}</strong>
      </div>
    </li>
  );
}
