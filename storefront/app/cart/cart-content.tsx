import { type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { CartLine } from './cart-line';
import { CouponForm } from './coupon-form';
import { CartSummary } from './summary/cart-summary';
import type { CartController } from './use-cart';

export interface CartContentProps {
  readonly controller: CartController;
  readonly enhanced: boolean;
  readonly returnTo: string;
  /** 'page': two columns from tablet width; 'panel': one column in the sidebar. */
  readonly variant: 'page' | 'panel';
  readonly onNavigate?: () => void;
}

/** The way on to the checkout: waits for changes still travelling, so the next step reads the cart as shown. */
export function ContinueToCheckout({ controller, onNavigate }: { controller: CartController; onNavigate?: () => void }) {
  const local = useLocalPath();
  const navigate = useNavigate();
  const href = local('/checkout/addresses');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!controller.busy) {
      onNavigate?.();
      return;
    }
    event.preventDefault();
    void controller.settle().then(() => {
      onNavigate?.();
      void navigate(href);
    });
  };
  return (
    <Link to={href} className={buttonClass('primary', 'lg', 'cart-continue')} onClick={onClick} data-testid="continue-to-checkout">
      <FormattedMessage id="cart.continue" />
    </Link>
  );
}

/** The cart's lines, coupons and totals: the same content on the cart page and in the sidebar (spec 2 §2). */
export function CartContent({ controller, enhanced, returnTo, variant, onNavigate }: CartContentProps) {
  const { cart, lines } = controller;
  if (!cart) return null;
  return (
    <div className={`cart-content cart-content--${variant}`}>
      <div className="cart-content__main">
        <ul className="cart-lines" aria-busy={controller.busy} data-testid="cart-lines">
          {lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              {...(cart.guaranteeOffers?.[line.id] ? { offers: cart.guaranteeOffers[line.id] } : {})}
              quantity={line.shownQuantity}
              capped={controller.capped.has(line.id)}
              enhanced={enhanced}
              returnTo={returnTo}
              onQuantity={(quantity) => controller.changeQuantity(line.id, quantity)}
              onRemove={() => controller.remove(line.id)}
              {...(onNavigate ? { onNavigate } : {})}
            />
          ))}
        </ul>
        <CouponForm
          coupons={cart.coupons}
          result={controller.couponResult}
          enhanced={enhanced}
          returnTo={returnTo}
          onApply={controller.applyCoupon}
          onRemove={controller.removeCoupon}
        />
      </div>
      <div className="cart-content__aside">
        <CartSummary cart={cart} busy={controller.busy} />
        {variant === 'page' && <ContinueToCheckout controller={controller} />}
      </div>
    </div>
  );
}

/** The empty cart (spec 2 §2 step 1 shows it rather than sending the shopper away). */
export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const local = useLocalPath();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <p className="cart-empty__text">
        <FormattedMessage id="cart.empty" />
      </p>
      <Link to={local('/')} className={buttonClass('secondary', 'md')} onClick={onNavigate}>
        <FormattedMessage id="cart.continueShopping" />
      </Link>
    </div>
  );
}
