import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLocalPath } from '../../shop/shell';
import { buttonClass } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { Notice } from '../../ui/notice';
import { CartContent, ContinueToCheckout, EmptyCart } from '../cart-content';
import { NotificationRegion } from '../notifications/notification-region';
import type { CartLoad } from '../cart-view';
import { fetchCart, useCart } from '../use-cart';
import '../cart-page.css';
import './cart-sidebar.css';

/**
 * The cart sidebar (spec 2 §2): the cart page's content in a modal side panel. It reads the cart
 * from GET /cart.json when it opens; focus moves in and stays (a modal <dialog>), Escape, the
 * backdrop and the close button close it, and focus returns to what opened it.
 */
export function CartSidebar({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const intl = useIntl();
  const local = useLocalPath();
  const { pathname } = useLocation();
  const [load, setLoad] = useState<CartLoad>();
  const controller = useCart(load, pathname);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let active = true;
    void fetchCart().then((answer) => {
      if (active) setLoad(answer);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const { cart, lines } = controller;
  const count = lines.reduce((sum, line) => sum + line.shownQuantity, 0);
  return (
    <dialog
      ref={dialog}
      className="cart-sidebar"
      aria-labelledby={titleId}
      data-testid="cart-sidebar"
      data-loaded={load ? 'true' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close.current();
      }}
    >
      <div className="cart-sidebar__box">
        <header className="cart-sidebar__head">
          <h2 id={titleId} className="cart-sidebar__title">
            <FormattedMessage id="cart.sidebar.title" values={{ count }} />
          </h2>
          <button type="button" className="cart-sidebar__close" onClick={() => close.current()} aria-label={intl.formatMessage({ id: 'cart.sidebar.close' })} data-testid="cart-sidebar-close">
            <CloseIcon size={22} />
          </button>
        </header>
        <div className="cart-sidebar__body">
          {!load && (
            <p className="cart-sidebar__loading" role="status">
              <FormattedMessage id="cart.sidebar.loading" />
            </p>
          )}
          {controller.unavailable && (
            <Notice type="error">
              <FormattedMessage id="cart.unavailable" />
            </Notice>
          )}
          {load && !controller.unavailable && (lines.length > 0 ? (
            <CartContent controller={controller} enhanced returnTo={pathname} variant="panel" onNavigate={() => close.current()} />
          ) : (
            <EmptyCart onNavigate={() => close.current()} />
          ))}
        </div>
        {cart && lines.length > 0 && (
          <footer className="cart-sidebar__foot">
            <ContinueToCheckout controller={controller} onNavigate={() => close.current()} />
            <Link to={local('/checkout/cart')} className={buttonClass('link', 'md', 'cart-sidebar__page-link')} onClick={() => close.current()}>
              <FormattedMessage id="cart.sidebar.viewCart" />
            </Link>
          </footer>
        )}
      </div>
      <NotificationRegion placement="dialog" />
    </dialog>
  );
}
