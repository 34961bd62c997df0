import { isPaymentMethodCode, type OwnPaymentMethodCode } from '@shop/domain';
import { data, redirect } from 'react-router';
import { BackendError } from '../../shop/backend.server';
import { assertRoutable, localHome, localPath } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';
import type { CommerceCart } from './commerce-shapes';
import { paymentFailureOf, type PaymentFailure, type PaymentStage } from './payment-failure';

import { PAYMENT_PATH, THANK_YOU_PATH, TOTAL_CHANGED } from './payment-paths';
import { placeDecision } from './total-confirmation';

/** What the payment action answers when it does not move on: the failure the page shows, or the method now attached. */
export type PaymentActionData = { readonly failure: PaymentFailure } | { readonly chosen: OwnPaymentMethodCode };

const PAYMENT_CALL: Record<OwnPaymentMethodCode, string> = { cod: 'createCodPayment', bank_transfer: 'createBankPayment' };

const isOwnMethod = (value: unknown): value is OwnPaymentMethodCode => isPaymentMethodCode(value) && (value === 'cod' || value === 'bank_transfer');

class StageError extends Error {
  constructor(readonly failure: PaymentFailure, readonly status: number) {
    super('payment stage failed');
  }
}

/** A backend call of one stage; its failure becomes the shopper's message (never a 500). */
async function stage<T>(stageName: PaymentStage, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const answered = error instanceof BackendError;
    console.warn(`payment ${stageName} failed: ${(error as Error).message}`);
    const failure = paymentFailureOf(stageName, answered ? error.status : undefined, answered ? error.body : undefined);
    // A refusal is the shopper's to fix (4xx); a backend that failed or did not answer is 502/503.
    const status = !answered ? 503 : error.status >= 500 ? 502 : error.status;
    throw new StageError(failure, status);
  }
}

const thankYou = (shop: ShopRequest, orderId: string) =>
  redirect(localPath(shop, `${THANK_YOU_PATH}?order=${encodeURIComponent(orderId)}`), 303);

/** Back to the payment step, which shows the new total to be confirmed (language prefix kept). */
const confirmTotal = (shop: ShopRequest) =>
  redirect(localPath(shop, `${PAYMENT_PATH}?${TOTAL_CHANGED.name}=${TOTAL_CHANGED.value}`), 303);

/**
 * The payment step's POST (spec 2 §4 payment flow): `intent=choose` attaches the chosen method's
 * payment (the COD fee line comes with it), `intent=place` (the default, what a form without
 * JavaScript sends) attaches it and creates the order, then 303 to the thank-you page. When
 * attaching changed the total (a method chosen without JavaScript, not attached before), the
 * shopper has not seen what the order would cost: no order, 303 back to the payment step, which
 * shows the new total; placing again orders it. The
 * backend runs the pre-pay checks and makes one order per cart: a second submit of a cart that
 * was just ordered gets that order, so a double click lands on the same thank-you page.
 */
export async function paymentAction(shop: ShopRequest, request: Request) {
  assertRoutable(shop);
  const form = await request.formData();
  const method = form.get('method');
  const intent = form.get('intent') === 'choose' ? 'choose' : 'place';
  const cartId = String(form.get('cartId') ?? '');
  if (intent === 'place' && (method === null || method === '')) {
    return data<PaymentActionData>({ failure: { kind: 'method-missing' } }, { status: 400 });
  }
  if (!isOwnMethod(method)) {
    return data<PaymentActionData>({ failure: { kind: 'code', code: 'payment-error' } }, { status: 400 });
  }
  try {
    const cart = await stage('attach', async () => (await shop.backend.call<{ cart: CommerceCart | null }>('getMyCart', [])).cart);
    if (!cart || cart.id !== cartId) {
      // The cart the page showed is no longer the session's: ordered by an earlier submit, or gone.
      if (intent === 'place' && cartId) {
        const earlier = await shop.backend.call<{ order: { id: string } }>('createOrder', [{ id: cartId, version: 1 }, { storeKey: shop.storeKey }]).catch(() => undefined);
        if (earlier?.order.id) return thankYou(shop, earlier.order.id);
      }
      if (!cart || cart.lineItems.length === 0) return redirect(localHome(shop), 303);
      // Another cart than the one the page showed: never pay for what the shopper has not seen.
      return data<PaymentActionData>({ failure: { kind: 'code', code: 'payment-error' } }, { status: 409 });
    }
    const current = cart;
    const paid = await stage('attach', () => shop.backend.call<{ cart: CommerceCart }>(PAYMENT_CALL[method], [{ id: current.id, version: current.version }]));
    if (intent === 'choose') return data<PaymentActionData>({ chosen: method });
    if (placeDecision(current, paid.cart) === 'confirm') return confirmTotal(shop);
    const placed = await stage('order', () => shop.backend.call<{ order?: { id?: string } }>('createOrder', [{ id: paid.cart.id, version: paid.cart.version }, { storeKey: shop.storeKey }]));
    const orderId = placed.order?.id;
    if (!orderId) throw new StageError({ kind: 'code', code: 'creating-order-failed' }, 502);
    return thankYou(shop, orderId);
  } catch (error) {
    if (error instanceof StageError) return data<PaymentActionData>({ failure: error.failure }, { status: error.status });
    throw error;
  }
}
