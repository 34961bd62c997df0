import { redirect } from 'react-router';
import { localPath } from '../shop/guards.server';
import { BackendError } from '../shop/backend.server';
import type { ShopRequest } from '../shop/shop-context';
import { parseCartActionInput, type CartActionInput, type CartActionKind } from './cart-action-input';
import { CART_UPDATE_PARAM, COUPON_CODE_PARAM, COUPON_STATE_PARAM, type CartActionOutcome } from './cart-action-outcome';
import { cartViewOf, type CartAnswer } from './cart.server';
import { isCartGoneAnswer, refusedCouponState } from './coupon-refusal';
import { returnLocation } from './return-location';
import type { BackendCart } from './shape-cart';

type Failed = Omit<CartActionOutcome, 'cart' | 'status'> & { readonly status: Exclude<CartActionOutcome['status'], 'updated'>; readonly cart?: undefined };
type Done = { readonly status: 'updated'; readonly cart: BackendCart | null } | Failed;

/** The backend call of one action on the cart it was read as; the backend plans it (caps, stock, guarantees). */
async function perform(shop: ShopRequest, cart: BackendCart, action: CartActionKind): Promise<Done> {
  const { backend } = shop;
  const ref = { id: cart.id, version: cart.version };
  switch (action.kind) {
    case 'lines': {
      const known = new Set(cart.lineItems.map((line) => line.id));
      // A line already gone (removed in another tab) needs nothing: the shopper sees the cart as it is.
      const actions = action.changes
        .filter((change) => known.has(change.lineId))
        .map((change) => (change.quantity === 0
          ? { action: 'removeLineItem', lineItemId: change.lineId }
          : { action: 'changeLineItemQuantity', lineItemId: change.lineId, quantity: change.quantity }));
      if (actions.length === 0) return { status: 'updated', cart };
      return { status: 'updated', cart: (await backend.call<CartAnswer>('updateCart', [ref, { actions }])).cart };
    }
    case 'applyCoupon':
      return { status: 'updated', cart: (await backend.call<CartAnswer>('applyCartCoupon', [ref, { code: action.code }])).cart };
    case 'removeCoupon': {
      // Spec 2 §4: removal looks the code up in the cart and does nothing when it is absent.
      const entry = (cart.discountCodes ?? []).find((code) => code.discountCode.id === action.couponId);
      if (!entry) return { status: 'updated', cart };
      return { status: 'updated', cart: (await backend.call<CartAnswer>('removeCartCoupon', [ref, { id: entry.discountCode.id, typeId: 'discount-code' }])).cart };
    }
  }
}

/** Lines that hold fewer pieces than were asked for: the backend capped them (stock, 1000 per product). */
function cappedLines(action: CartActionKind, cart: BackendCart | null): string[] {
  if (action.kind !== 'lines' || !cart) return [];
  return action.changes.flatMap((change) => {
    const line = cart.lineItems.find((entry) => entry.id === change.lineId);
    return line && change.quantity > 0 && line.quantity < change.quantity ? [change.lineId] : [];
  });
}

/**
 * One cart action (spec 2 §4): the session's cart is read, the change sent with its id and
 * version, and the cart after it shaped for the page. A refused coupon is told with its state;
 * a cart that is gone ('was not found in store', or another store's, which the backend clears) is
 * cleared; any other failure reads the cart again and says so.
 */
export async function runCartAction(shop: ShopRequest, action: CartActionKind): Promise<CartActionOutcome> {
  let done: Done;
  try {
    const { cart } = await shop.backend.call<CartAnswer>('getMyCart', []);
    done = cart ? await perform(shop, cart, action) : { status: 'gone' };
  } catch (error) {
    done = failure(error, action);
  }
  if (done.status === 'updated') {
    const capped = cappedLines(action, done.cart);
    const cart = await cartViewOf(shop, done.cart).catch(() => null);
    return { status: done.cart ? 'updated' : 'gone', cart, ...(capped.length > 0 ? { capped } : {}) };
  }
  // After a failure the page shows the cart as it now is (spec 2 §4: reloaded), or none.
  let cart: CartActionOutcome['cart'] = null;
  try {
    cart = await cartViewOf(shop, (await shop.backend.call<CartAnswer>('getMyCart', [])).cart);
  } catch (error) {
    console.warn(`getMyCart after a failed cart action: ${(error as Error).message}`);
  }
  return { ...(done as Failed), cart };
}

function failure(error: unknown, action: CartActionKind): Failed {
  if (error instanceof BackendError) {
    if (isCartGoneAnswer(error.status, error.body)) return { status: 'gone' };
    const state = action.kind === 'applyCoupon' && error.status === 400 ? refusedCouponState(error.body) : undefined;
    if (state && action.kind === 'applyCoupon') return { status: 'coupon-refused', coupon: { code: action.code, state } };
  }
  console.warn(`cart action ${action.kind} failed: ${(error as Error).message}`);
  return { status: 'problem' };
}

const HTTP_STATUS: Readonly<Record<CartActionOutcome['status'], number>> = {
  updated: 200,
  gone: 200,
  'coupon-refused': 200,
  problem: 502,
  invalid: 400,
};

/**
 * `POST /cart-actions`. The enhanced page (via=fetch) gets the outcome as JSON; a plain HTML post
 * goes back to its page (303) with the outcome in the query. Bad input is a 400 either way.
 */
export async function cartActionResponse(shop: ShopRequest, request: Request): Promise<Response> {
  const parsed = parseCartActionInput(await request.formData(), localPath(shop, '/checkout/cart'));
  if (!parsed.ok) {
    const outcome: CartActionOutcome = { status: 'invalid', cart: null };
    return Response.json(outcome, { status: 400, statusText: `Bad ${parsed.field}`, headers: { 'cache-control': 'no-store' } });
  }
  const input: CartActionInput = parsed.input;
  const outcome = await runCartAction(shop, input);
  if (input.via === 'fetch') return Response.json(outcome, { status: HTTP_STATUS[outcome.status], headers: { 'cache-control': 'no-store' } });
  const notice: Record<string, string> = {};
  if (outcome.status !== 'updated') notice[CART_UPDATE_PARAM] = outcome.status;
  if (outcome.coupon) {
    notice[COUPON_STATE_PARAM] = outcome.coupon.state;
    notice[COUPON_CODE_PARAM] = outcome.coupon.code;
  }
  return redirect(returnLocation(input.returnTo, notice), 303);
}
