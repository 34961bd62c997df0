import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { Notice } from '../../ui/notice';
import { CART_PROBLEM_NOTICE_ID } from '../cart-action-outcome';
import { CartContent, EmptyCart } from '../cart-content';
import { useCart } from '../use-cart';
import { useHydrated } from '../use-hydrated';
import type { CartPageData } from './cart-page.server';
import '../cart-page.css';

/**
 * The cart page, /checkout/cart (spec 2 §2 step 1): the cart's lines, coupons and totals and the
 * way on to the addresses step; an empty cart says so. Works as plain forms without JavaScript.
 */
export function CartPage({ data }: { data: CartPageData }) {
  const enhanced = useHydrated();
  const { pathname } = useLocation();
  const controller = useCart(data, pathname);
  const { returned } = data;
  const couponResult = controller.couponResult ?? (enhanced ? undefined : returned.coupon);
  const shown = { ...controller, couponResult };
  const hasLines = controller.lines.length > 0;
  return (
    <div className="page cart-page" data-enhanced={enhanced || undefined}>
      <h1 className="cart-page__title">
        <FormattedMessage id="cart.page.title" />
      </h1>
      {returned.status === 'problem' && (
        <Notice type="error" id={CART_PROBLEM_NOTICE_ID}>
          <FormattedMessage id="cart.problem" />
        </Notice>
      )}
      {returned.status === 'gone' && (
        <Notice type="info">
          <FormattedMessage id="cart.gone" />
        </Notice>
      )}
      {controller.unavailable && (
        <Notice type="error">
          <FormattedMessage id="cart.unavailable" />
        </Notice>
      )}
      {hasLines ? <CartContent controller={shown} enhanced={enhanced} returnTo={pathname} variant="page" /> : !controller.unavailable && <EmptyCart />}
    </div>
  );
}
