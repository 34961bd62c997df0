import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useRevalidator } from 'react-router';
import { useShell } from '../shop/shell';
import { CART_ACTION_PATH, CART_JSON_PATH } from './cart-action-input';
import { CART_PROBLEM_NOTICE_ID, type CartActionOutcome } from './cart-action-outcome';
import { cartCountAtom } from './cart-count-state';
import { cartDelayMs, createCartBatcher, optimisticQuantity, type CartBatcher, type LineChange } from './cart-batch';
import type { CartLineView, CartLoad, CartView, CouponState } from './cart-view';
import { useNotifications } from './notifications/notifications-state';

export interface CouponResult {
  readonly code: string;
  readonly state: CouponState;
}

export interface CartController {
  /** The cart as last answered; null: none (empty). undefined: not read yet (the sidebar's first load). */
  readonly cart: CartView | null | undefined;
  readonly unavailable: boolean;
  /** Lines with the quantities the shopper chose, before the backend has answered (optimistic). */
  readonly lines: readonly (CartLineView & { readonly shownQuantity: number })[];
  /** Changes wait or travel: the totals are about to change. */
  readonly busy: boolean;
  readonly couponResult: CouponResult | undefined;
  readonly capped: ReadonlySet<string>;
  changeQuantity(lineId: string, quantity: number): void;
  remove(lineId: string): void;
  applyCoupon(code: string): Promise<void>;
  removeCoupon(couponId: string): Promise<void>;
  /** Sends what waits and resolves once every change is answered (before leaving for the checkout). */
  settle(): Promise<void>;
}

/** Posts one action as the enhanced form does; any failure to get an answer is a 'problem' without a cart. */
async function post(fields: Record<string, string>, returnTo: string): Promise<Omit<CartActionOutcome, 'cart'> & { cart?: CartView | null }> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, via: 'fetch', returnTo })) body.set(name, value);
  try {
    const response = await fetch(CART_ACTION_PATH, { method: 'POST', body, headers: { accept: 'application/json' } });
    const outcome = (await response.json()) as CartActionOutcome;
    return typeof outcome?.status === 'string' ? outcome : { status: 'problem' };
  } catch {
    return { status: 'problem' };
  }
}

/** The session's cart as GET /cart.json answers it. */
export async function fetchCart(): Promise<CartLoad> {
  try {
    const response = await fetch(CART_JSON_PATH, { headers: { accept: 'application/json' } });
    return (await response.json()) as CartLoad;
  } catch {
    return { cart: null, unavailable: true };
  }
}

/**
 * The cart page's and sidebar's behaviour (spec 2 §4): quantity changes and removals are shown at
 * once and sent batched after the shopper pauses (300 ms, 400 ms on iOS Safari); coupons are sent
 * when submitted. Each answer replaces the cart and revalidates the page (the header badge); a
 * failure adds the dismissible 'cart-adding-problem' notice and reads the cart again. The header
 * badge takes the new count from the answer (cart-count-state.ts). Requests
 * are plain fetches to the form's own action (not fetchers), so a failed request becomes that
 * notice rather than the route's error page.
 */
export function useCart(source: CartLoad | undefined, returnTo: string): CartController {
  const [cart, setCart] = useState<CartView | null | undefined>(source?.cart);
  const [unavailable, setUnavailable] = useState(Boolean(source?.unavailable));
  const [pending, setPending] = useState<readonly LineChange[]>([]);
  const [sending, setSending] = useState<readonly LineChange[]>([]);
  const [couponResult, setCouponResult] = useState<CouponResult>();
  const [capped, setCapped] = useState<ReadonlySet<string>>(new Set());
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const { add } = useNotifications();
  const chain = useRef<Promise<void>>(Promise.resolve());
  const batcher = useRef<CartBatcher | null>(null);
  const returnPath = useRef(returnTo);
  returnPath.current = returnTo;
  const setCount = useSetAtom(cartCountAtom);
  const { cartItemCount } = useShell();
  const shellCount = useRef(cartItemCount);
  shellCount.current = cartItemCount;

  // A new answer of the page's loader (after revalidation) is the cart as it now is.
  useEffect(() => {
    if (!source) return;
    setCart(source.cart);
    setUnavailable(Boolean(source.unavailable));
    if (!source.unavailable) setCount({ count: source.cart?.itemCount ?? 0, base: shellCount.current });
  }, [source, setCount]);

  const send = useCallback((fields: Record<string, string>, changes: readonly LineChange[] = []): Promise<void> => {
    const next = chain.current.then(async () => {
      setSending(changes);
      const outcome = await post(fields, returnPath.current);
      let shown = outcome.cart;
      if (outcome.status === 'problem') {
        add({ id: CART_PROBLEM_NOTICE_ID, type: 'error', messageId: 'cart.problem' });
        if (shown === undefined) {
          const reloaded = await fetchCart();
          if (!reloaded.unavailable) shown = reloaded.cart;
        }
      }
      if (shown !== undefined) {
        setCart(shown);
        setCount({ count: shown?.itemCount ?? 0, base: shellCount.current });
      }
      setUnavailable(false);
      setCapped(new Set(outcome.capped ?? []));
      if (outcome.coupon) setCouponResult(outcome.coupon);
      setSending([]);
      void revalidate.current();
    });
    chain.current = next;
    return next;
  }, [add, setCount]);

  useEffect(() => {
    const created = createCartBatcher({
      delayMs: cartDelayMs(navigator.userAgent),
      onChange: (list) => setPending([...list]),
      flush: (changes) => void send({ intent: 'lines', lines: JSON.stringify(changes) }, changes),
    });
    batcher.current = created;
    // A panel closing with changes still waiting sends them rather than losing them.
    return () => created.flushNow();
  }, [send]);

  const lines = useMemo(() => {
    const changes = [...pending, ...sending];
    return (cart?.lines ?? [])
      .map((line) => ({ ...line, shownQuantity: optimisticQuantity(line.id, line.quantity, changes) }))
      .filter((line) => line.shownQuantity > 0);
  }, [cart, pending, sending]);

  return {
    cart,
    unavailable,
    lines,
    busy: pending.length > 0 || sending.length > 0,
    couponResult,
    capped,
    changeQuantity: (lineId, quantity) => batcher.current?.queue({ lineId, quantity }),
    remove: (lineId) => batcher.current?.queue({ lineId, quantity: 0 }),
    applyCoupon: (code) => {
      setCouponResult(undefined);
      return send({ intent: 'applyCoupon', code });
    },
    removeCoupon: (couponId) => send({ intent: 'removeCoupon', couponId }),
    settle: () => {
      batcher.current?.flushNow();
      return chain.current;
    },
  };
}
