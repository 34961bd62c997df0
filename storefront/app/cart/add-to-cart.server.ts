import { MAX_QUANTITY_MESSAGE } from '@shop/domain';
import { data, redirect } from 'react-router';
import { BackendError, type BackendClient } from '../shop/backend.server';
import { parseAddToCartInput, type AddToCartInput } from './add-to-cart-input';
import { CART_NOTICE_PARAM, CART_QUANTITY_PARAM, type AddToCartOutcome } from './add-to-cart-outcome';
import { returnLocation } from './return-location';

interface CartLine {
  readonly quantity: number;
  readonly variant?: { readonly sku?: string };
}
interface CartAnswer {
  readonly cart: { readonly id: string; readonly version: number; readonly lineItems?: readonly CartLine[] } | null;
}

const quantityOf = (cart: CartAnswer['cart'], sku: string): number =>
  (cart?.lineItems ?? []).filter((line) => line.variant?.sku === sku).reduce((sum, line) => sum + line.quantity, 0);

/** The backend's reason of a refusal, for telling "at the maximum" apart from other refusals. */
const messageOf = (error: BackendError): string => {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : '';
};

/**
 * Adds to the session's cart and says what really happened. The cart is read first so the answer
 * can tell how many pieces this post added (the backend caps a quantity to stock and the
 * 1000-per-product maximum without refusing it).
 */
export async function addToCart(backend: BackendClient, input: Pick<AddToCartInput, 'sku' | 'quantity'>): Promise<AddToCartOutcome> {
  const { sku, quantity } = input;
  try {
    const before = await backend.call<CartAnswer>('getMyCart', []);
    const cartRef = before.cart ? { id: before.cart.id, version: before.cart.version } : {};
    const after = await backend.call<CartAnswer>('addToCart', [cartRef, { sku, quantity }]);
    const inCart = quantityOf(after.cart, sku);
    const added = inCart - quantityOf(before.cart, sku);
    if (added <= 0) return { status: 'max', sku, inCart };
    return { status: added < quantity ? 'capped' : 'added', sku, quantity: added, inCart };
  } catch (error) {
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      return { status: messageOf(error) === MAX_QUANTITY_MESSAGE ? 'max' : 'refused', sku };
    }
    console.warn(`addToCart of ${sku} failed: ${(error as Error).message}`);
    return { status: 'unavailable', sku };
  }
}

const HTTP_STATUS: Readonly<Record<AddToCartOutcome['status'], number>> = {
  added: 200,
  capped: 200,
  max: 409,
  refused: 422,
  unavailable: 503,
  invalid: 400,
};

/**
 * `POST /add-to-cart`. The enhanced form (via=fetch) gets the outcome as data with a matching
 * status, so a failure does not revalidate the page; a plain HTML post is sent back to its page
 * (303) with the outcome in the query, which the page shows as a notice. Bad input is a 400 either way.
 */
export async function addToCartAction(backend: BackendClient, request: Request): Promise<Response | ReturnType<typeof data>> {
  const parsed = parseAddToCartInput(await request.formData());
  if (!parsed.ok) {
    const outcome: AddToCartOutcome = { status: 'invalid' };
    return data(outcome, { status: 400, statusText: `Bad ${parsed.field}` });
  }
  const { input } = parsed;
  const outcome = await addToCart(backend, input);
  if (input.via === 'fetch') return data(outcome, { status: HTTP_STATUS[outcome.status] });
  const notice: Record<string, string> = { [CART_NOTICE_PARAM]: outcome.status };
  if (outcome.quantity !== undefined) notice[CART_QUANTITY_PARAM] = String(outcome.quantity);
  return redirect(returnLocation(input.returnTo, notice), 303);
}
