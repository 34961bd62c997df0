import { useSetAtom } from 'jotai';
import { useEffect, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useCartCount } from '../cart/cart-count-state';
import { cartSidebarAtom } from '../cart/sidebar/sidebar-state';
import { useLocalPath } from '../shop/shell';
import { CartIcon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';

/** Spec 1 §9: the default notification duration; the empty-cart hint hides after it. */
export const CART_HINT_MS = 3000;

/**
 * The cart icon with its item-count badge (spec 1 §2). With items it opens the cart sidebar
 * (spec 2 §2); with an empty cart a click shows 'Your cart is empty' for a moment instead.
 * Without JavaScript it is a plain link to the cart page.
 */
export function CartButton() {
  const cartItemCount = useCartCount();
  const local = useLocalPath();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [hint, setHint] = useState(false);
  const setSidebar = useSetAtom(cartSidebarAtom);

  useEffect(() => {
    if (!hint) return undefined;
    const timer = window.setTimeout(() => setHint(false), CART_HINT_MS);
    return () => window.clearTimeout(timer);
  }, [hint]);

  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (cartItemCount > 0) {
      // Spec 2 §2: the cart sidebar opens from the icon; on the cart page itself the page is the cart.
      if (/\/checkout\/cart\/?$/.test(pathname)) return;
      event.preventDefault();
      setSidebar({ kind: 'cart' });
      return;
    }
    event.preventDefault();
    setHint(true);
  };
  // Spec 1 §2: the badge is hidden on the thank-you page (the order is placed, the cart is gone).
  const showBadge = !/\/checkout\/thank-you\/?$/.test(pathname);

  return (
    <div className="cart-button">
      <ShopLink to={local('/checkout/cart')} className="header-action" data-testid="cart-icon" onClick={onClick} aria-haspopup={cartItemCount > 0 ? 'dialog' : undefined}>
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
      </ShopLink>
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
