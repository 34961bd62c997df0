import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLocalPath } from '../../shop/shell';
import { buttonClass } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SidePanel } from '../../ui/side-panel';
import { CartContent, ContinueToCheckout, EmptyCart } from '../cart-content';
import { NotificationRegion } from '../notifications/notification-region';
import type { CartLoad } from '../cart-view';
import { fetchCart, useCart } from '../use-cart';
import '../cart-page.css';
import './cart-sidebar.css';

/**
 * The cart sidebar (spec 2 §2): the cart page's content in a modal side panel (app/ui/side-panel).
 * It reads the cart from GET /cart.json when it opens. The page behind is inert while it is open,
 * so the cart's notices show in the panel's own region.
 */
export function CartSidebar({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const local = useLocalPath();
  const { pathname } = useLocation();
  const [load, setLoad] = useState<CartLoad>();
  const controller = useCart(load, pathname);

  useEffect(() => {
    let active = true;
    void fetchCart().then((answer) => {
      if (active) setLoad(answer);
    });
    return () => {
      active = false;
    };
  }, []);

  const { cart, lines } = controller;
  const count = lines.reduce((sum, line) => sum + line.shownQuantity, 0);
  return (
    <SidePanel
      title={<FormattedMessage id="cart.sidebar.title" values={{ count }} />}
      closeLabel={intl.formatMessage({ id: 'cart.sidebar.close' })}
      onClose={onClose}
      className="cart-sidebar"
      testId="cart-sidebar"
      closeTestId="cart-sidebar-close"
      data={{ 'data-loaded': load ? 'true' : undefined }}
      footer={
        cart && lines.length > 0 ? (
          <>
            <ContinueToCheckout controller={controller} onNavigate={onClose} />
            <Link to={local('/checkout/cart')} className={buttonClass('link', 'md', 'cart-sidebar__page-link')} onClick={onClose}>
              <FormattedMessage id="cart.sidebar.viewCart" />
            </Link>
          </>
        ) : undefined
      }
      overlay={<NotificationRegion placement="dialog" />}
    >
      {!load && (
        <p className="side-panel__status" role="status">
          <FormattedMessage id="cart.sidebar.loading" />
        </p>
      )}
      {controller.unavailable && (
        <Notice type="error">
          <FormattedMessage id="cart.unavailable" />
        </Notice>
      )}
      {load && !controller.unavailable && (lines.length > 0 ? (
        <CartContent controller={controller} enhanced returnTo={pathname} variant="panel" onNavigate={onClose} />
      ) : (
        <EmptyCart onNavigate={onClose} />
      ))}
    </SidePanel>
  );
}
