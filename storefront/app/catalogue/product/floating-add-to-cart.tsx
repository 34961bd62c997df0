import type { Money } from '@shop/domain';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AddToCartNotice, useAddToCartFetcher } from '../../cart/add-to-cart-form';
import { Button } from '../../ui/button';
import { Price } from '../../ui/price';

export interface FloatingAddToCartProps {
  readonly sku: string;
  readonly name: string;
  readonly price: Money;
  /** The page's add-to-cart form (this bar's button submits it, quantity included) and its button. */
  readonly formId: string;
  readonly buttonId: string;
}

/** Spec 1 §2: the floating bar follows scrolling throttled; one check per this many ms at most. */
export const FLOATING_BAR_THROTTLE_MS = 100;
/**
 * Spec 1 §9's toast duration: the bar's copy of the outcome goes after it, so the bar stays
 * small (the page's own notice, which screen readers hear, stays).
 */
export const FLOATING_NOTICE_MS = 5000;

/**
 * The floating add-to-cart bar (spec 1 §2): it appears once the page's own button has scrolled
 * out above the viewport and goes when it is back. Scroll and resize are handled throttled (at
 * most one layout read per FLOATING_BAR_THROTTLE_MS, the last scroll always checked), not with an
 * IntersectionObserver: a jump past the button (the #rating-reviews link) never crosses its
 * visibility threshold, so an observer would not notice it. Without JavaScript there is no bar.
 */
export function FloatingAddToCart({ sku, name, price, formId, buttonId }: FloatingAddToCartProps) {
  const [visible, setVisible] = useState(false);
  const fetcher = useAddToCartFetcher(sku);
  const busy = fetcher.state !== 'idle';
  const [noticeShown, setNoticeShown] = useState(false);

  useEffect(() => {
    if (busy || !fetcher.data) return undefined;
    setNoticeShown(true);
    const timer = setTimeout(() => setNoticeShown(false), FLOATING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [busy, fetcher.data]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const check = () => {
      timer = undefined;
      last = Date.now();
      const button = document.getElementById(buttonId);
      setVisible(button !== null && button.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      timer = setTimeout(check, Math.max(0, FLOATING_BAR_THROTTLE_MS - (Date.now() - last)));
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [buttonId]);

  if (!visible) return null;
  return (
    <aside className="floating-cart" data-testid="floating-add-to-cart" aria-labelledby={`${formId}-floating-name`}>
      <div className="floating-cart__inner">
        {fetcher.data && noticeShown && !busy && <AddToCartNotice outcome={fetcher.data} testId="floating-add-to-cart-notice" />}
        <div className="floating-cart__row">
          <p className="floating-cart__name" id={`${formId}-floating-name`}>
            {name}
          </p>
          <Price value={price} className="floating-cart__price" />
          <Button type="submit" form={formId} variant="primary" disabled={busy} data-testid="floating-add-to-cart-button">
            <FormattedMessage id={busy ? 'cart.adding' : 'cart.addToCart'} />
          </Button>
        </div>
      </div>
    </aside>
  );
}
