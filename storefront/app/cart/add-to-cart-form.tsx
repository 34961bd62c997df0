import type { QuantitySelection } from '@shop/domain';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useFetcher, useLocation } from 'react-router';
import { useLocalPath, useShell } from '../shop/shell';
import { Button } from '../ui/button';
import type { NoticeType } from '../ui/notice';
import '../ui/notice.css';
import { addedSomething, type AddToCartOutcome } from './add-to-cart-outcome';
import { capOf, QuantitySelector } from './quantity-selector';
import { cartSidebarAtom } from './sidebar/sidebar-state';
import './cart.css';

/** The resource route every add-to-cart form posts to (routes.ts). */
export const ADD_TO_CART_ACTION = '/add-to-cart';

export interface AddToCartLimits {
  readonly stock?: number;
  readonly maximum: number;
  /** False: the button reads out-of-stock. */
  readonly selectable: boolean;
}

/** One fetcher per SKU, shared by the page's form and the floating bar (same key, same state). */
export const addToCartFetcherKey = (sku: string): string => `add-to-cart:${sku}`;

/**
 * The enhanced post of an add-to-cart form: through the fetcher, answered as data (via=fetch), and
 * not again while one is on its way.
 */
export function addToCartSubmit(fetcher: ReturnType<typeof useFetcher<AddToCartOutcome>>): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    if (fetcher.state !== 'idle') return;
    const form = new FormData(event.currentTarget);
    form.set('via', 'fetch');
    void fetcher.submit(form, { method: 'post', action: ADD_TO_CART_ACTION });
  };
}

export function useAddToCartFetcher(sku: string) {
  return useFetcher<AddToCartOutcome>({ key: addToCartFetcherKey(sku) });
}

const NOTICE_TYPE: Readonly<Record<AddToCartOutcome['status'], NoticeType>> = {
  added: 'success',
  capped: 'warning',
  max: 'warning',
  refused: 'error',
  unavailable: 'error',
  invalid: 'error',
};

/** What an add-to-cart post did, in the shopper's words; a success links to the cart. */
export function AddToCartNotice({ outcome, testId = 'add-to-cart-notice' }: { outcome: Pick<AddToCartOutcome, 'status' | 'quantity'>; testId?: string }) {
  const local = useLocalPath();
  const quantity = outcome.quantity ?? 1;
  return (
    // The notice's own look without a second live region: the form's container announces it.
    <div className={`add-to-cart__notice notice notice--${NOTICE_TYPE[outcome.status]}`} data-testid={testId} data-status={outcome.status}>
        <FormattedMessage id={`cart.outcome.${outcome.status}`} values={{ quantity }} />
        {addedSomething({ status: outcome.status }) && (
          <>
            {' '}
            <Link to={local('/checkout/cart')} className="add-to-cart__cart-link">
              <FormattedMessage id="cart.goToCart" />
            </Link>
          </>
        )}
    </div>
  );
}

export interface AddToCartFormProps {
  readonly sku: string;
  readonly limits: AddToCartLimits;
  /** Ids the floating bar points at: its button submits this form. */
  readonly formId: string;
  readonly buttonId: string;
  /** The outcome of a post made without JavaScript (read from the page's query). */
  readonly returnedOutcome?: Pick<AddToCartOutcome, 'status' | 'quantity'>;
}

/**
 * Add to cart (spec 1 §2, spec 2): a plain POST form to /add-to-cart that works without
 * JavaScript (the action redirects back with the outcome), enhanced to post through a fetcher
 * without leaving the page. The action's success revalidates the root loader, so the header's
 * badge shows the new count; a failure is told as it is.
 */
export function AddToCartForm({ sku, limits, formId, buttonId, returnedOutcome }: AddToCartFormProps) {
  const fetcher = useAddToCartFetcher(sku);
  const location = useLocation();
  const [value, setValue] = useState('1');
  const [warning, setWarning] = useState<QuantitySelection['warning']>();
  // Marks the form once JavaScript runs it (tests wait for it; the markup is the same before).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const { features } = useShell();
  const setSidebar = useSetAtom(cartSidebarAtom);
  const opened = useRef<AddToCartOutcome | undefined>(undefined);
  // Spec 2 §2: a successful add opens the complementary products when the store offers them (their
  // panel falls back to the cart when the product has none), else the cart sidebar; once per answer.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || opened.current === answer || !addedSomething(answer)) return;
    opened.current = answer;
    setSidebar(features.complementary_products_enabled ? { kind: 'complementary', sku } : { kind: 'cart' });
  }, [fetcher.state, fetcher.data, features.complementary_products_enabled, setSidebar, sku]);
  // What this visit put in the cart lowers what can still go in (domain: cap − in cart).
  const inCart = fetcher.data?.inCart ?? 0;
  const selectorLimits = {
    maximum: Math.max(0, limits.maximum - inCart),
    ...(limits.stock !== undefined ? { stock: Math.max(0, limits.stock - inCart) } : {}),
  };
  const reachedCap = inCart > 0 && capOf(selectorLimits) < 1;
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.data ?? (fetcher.state === 'idle' ? returnedOutcome : undefined);

  const onSubmit = addToCartSubmit(fetcher);

  if (!limits.selectable) {
    return (
      <div className="add-to-cart">
        <Button variant="quatentary" size="lg" className="add-to-cart__button add-to-cart__button--out" id={buttonId} disabled data-testid="add-to-cart">
          <FormattedMessage id="cart.outOfStock" />
        </Button>
      </div>
    );
  }

  return (
    <form id={formId} method="post" action={ADD_TO_CART_ACTION} className="add-to-cart" onSubmit={onSubmit} aria-busy={busy} data-enhanced={enhanced || undefined}>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="via" value="form" />
      <div className="add-to-cart__row">
        <QuantitySelector
          value={value}
          limits={selectorLimits}
          warning={warning}
          disabled={reachedCap}
          onChange={(next, selection) => {
            setValue(next);
            setWarning(selection.warning);
          }}
        />
        <Button type="submit" variant="primary" size="lg" className="add-to-cart__button" id={buttonId} disabled={busy || reachedCap} data-testid="add-to-cart">
          <FormattedMessage id={busy ? 'cart.adding' : 'cart.addToCart'} />
        </Button>
      </div>
      <div aria-live="polite">{outcome && !busy && <AddToCartNotice outcome={outcome} />}</div>
    </form>
  );
}
