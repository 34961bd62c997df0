import { useEffect, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLocalPath, useShell } from '../shop/shell';
import { CartIcon } from '../ui/icons';

/** Spec 1 §9: the default notification duration; the empty-cart hint hides after it. */
export const CART_HINT_MS = 3000;

/**
 * The cart icon with its item-count badge (spec 1 §2). With items it leads to the cart page (the
 * cart sidebar comes with the cart issue); with an empty cart a click shows 'Your cart is empty'
 * for a moment instead. Without JavaScript it is a plain link to the cart page.
 */
export function CartButton() {
  const { cartItemCount } = useShell();
  const local = useLocalPath();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [hint, setHint] = useState(false);

  useEffect(() => {
    if (!hint) return undefined;
    const timer = window.setTimeout(() => setHint(false), CART_HINT_MS);
    return () => window.clearTimeout(timer);
  }, [hint]);

  const onClick = (event: MouseEvent) => {
    if (cartItemCount > 0) return;
    event.preventDefault();
    setHint(true);
  };
  // Spec 1 §2: the badge is hidden on the thank-you page (the order is placed, the cart is gone).
  const showBadge = !/\/checkout\/thank-you\/?$/.test(pathname);

  return (
    <div className="cart-button">
      <Link to={local('/checkout/cart')} className="header-action" data-testid="cart-icon" onClick={onClick}>
        <CartIcon />
        <span className="header-action__label">
          <FormattedMessage id="layout.cart" />
        </span>
        {showBadge && (
          <>
            <span className="visually-hidden">{`, ${intl.formatMessage({ id: 'layout.cartCount' }, { count: cartItemCount })}`}</span>
            <span className={`cart-button__badge${cartItemCount === 0 ? ' cart-button__badge--empty' : ''}`} data-testid="cart-count" aria-hidden="true">
              {cartItemCount}
            </span>
          </>
        )}
      </Link>
      <div role="status" className="cart-button__status">
        {hint && (
          <p className="cart-button__hint" data-testid="cart-empty-hint">
            <FormattedMessage id="layout.cartEmpty" />
          </p>
        )}
      </div>
    </div>
  );
}
