import { redirect } from 'react-router';
import { BackendError } from '../../shop/backend.server';
import { assertRoutable, localPath } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';
import type { CommerceCart } from '../payment/commerce-shapes';
import { ADYEN_RETURN_PATH, PAYMENT_PATH } from '../payment/payment-paths';
import { nextPathOf, paymentOutcomeOf, type PaymentOutcome } from './adyen-outcome';
import { detailsBodyOf, paymentBodyOf, redirectResultOf, type BodyReading } from './adyen-request-body';
import type { DropInAnswer } from './drop-in-answer';
import { dropInSettingsOf, type DropInSettings } from './drop-in-settings';

/**
 * The payment page's Drop-in settings, or undefined when the shop takes no card payment: the
 * backend says it is unconfigured, offers nothing for this cart, or fails. A failure is logged and
 * the page stays the COD / bank transfer page, never a 500.
 */
export async function loadDropInSettings(shop: ShopRequest, cart: Pick<CommerceCart, 'id' | 'version'>): Promise<DropInSettings | undefined> {
  let answer: unknown;
  try {
    answer = await shop.backend.call<unknown>('getAdyenPaymentMethods', [{ id: cart.id, version: cart.version }]);
  } catch (error) {
    console.error(`getAdyenPaymentMethods failed on the payment step: ${(error as Error).message}`);
    return undefined;
  }
  const read = dropInSettingsOf(answer, shop.locale);
  if ('settings' in read) return read.settings;
  if (read.none !== 'unconfigured' && read.none !== 'no-methods') console.error(`getAdyenPaymentMethods answered a malformed ${read.none}: no card payment offered`);
  return undefined;
}

const answer = (body: DropInAnswer, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

const local = (shop: ShopRequest) => (path: string) => localPath(shop, path);

function answerOf(shop: ShopRequest, outcome: PaymentOutcome): Response {
  if (outcome.kind === 'action') return answer({ resultCode: outcome.resultCode, action: outcome.action });
  return answer({ resultCode: outcome.resultCode, next: nextPathOf(outcome, local(shop)) });
}

/** A backend that refused or failed: a refusal keeps its 4xx, a failure is 502/503; the shopper goes to the error page either way. */
function failed(shop: ShopRequest, call: string, error: unknown): Response {
  const answered = error instanceof BackendError;
  console.warn(`${call} failed: ${(error as Error).message}`);
  const status = !answered ? 503 : error.status >= 500 ? 502 : error.status;
  return answer({ next: nextPathOf({ kind: 'error', code: 'payment-error' }, local(shop)) }, status);
}

async function jsonBody<T>(request: Request, read: (value: unknown) => BodyReading<T>): Promise<BodyReading<T>> {
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    return { problem: 'the body must be JSON (Content-Type: application/json)' };
  }
  return read(value);
}

/**
 * POST from Drop-in's onSubmit: pays the session's cart (the one the page showed) with the method
 * the shopper filled in. The origin and the return address are the market's configured ones, with
 * the page's language prefix, never the request's Host or anything the browser sent.
 */
export async function adyenPaymentAction(shop: ShopRequest, request: Request): Promise<Response> {
  assertRoutable(shop);
  const read = await jsonBody(request, paymentBodyOf);
  if ('problem' in read) return answer({ problem: read.problem }, 400);
  const { cartId, ...stateData } = read.body;
  let cart: CommerceCart | null;
  try {
    cart = (await shop.backend.call<{ cart: CommerceCart | null }>('getMyCart', [])).cart;
  } catch (error) {
    return failed(shop, 'getMyCart before makeAdyenPayment', error);
  }
  // Never pay for another cart than the one the page showed (another tab ordered or changed it): back to the step.
  if (!cart || cart.id !== cartId) return answer({ problem: 'the cart is no longer the one shown', next: localPath(shop, PAYMENT_PATH) }, 409);
  const payload = { ...stateData, origin: shop.origin, returnUrl: `${shop.origin}${localPath(shop, ADYEN_RETURN_PATH)}` };
  try {
    const result = await shop.backend.call<unknown>('makeAdyenPayment', [{ id: cart.id, version: cart.version }, payload]);
    return answerOf(shop, paymentOutcomeOf(result, 'makePaymentResponse'));
  } catch (error) {
    return failed(shop, 'makeAdyenPayment', error);
  }
}

/** POST from Drop-in's onAdditionalDetails (a challenge or an action completed on the page). */
export async function adyenDetailsAction(shop: ShopRequest, request: Request): Promise<Response> {
  assertRoutable(shop);
  const read = await jsonBody(request, detailsBodyOf);
  if ('problem' in read) return answer({ problem: read.problem }, 400);
  try {
    const result = await shop.backend.call<unknown>('submitAdyenPaymentDetails', [read.body]);
    return answerOf(shop, paymentOutcomeOf(result, 'submitAdditionalPaymentDetailsResponse'));
  } catch (error) {
    return failed(shop, 'submitAdyenPaymentDetails', error);
  }
}

/**
 * GET /checkout/adyen-return?redirectResult=… : the shopper is back from a payment page of Adyen's
 * (a bank, a 3-D Secure challenge). The result is handed to the backend and the shopper goes on,
 * 303, to the thank-you page or the error page; a missing or unreadable result is the error page.
 */
export async function adyenReturnLoader(shop: ShopRequest): Promise<Response> {
  assertRoutable(shop);
  const redirectResult = redirectResultOf(shop.url.searchParams.get('redirectResult'));
  const to = (outcome: Exclude<PaymentOutcome, { kind: 'action' }>) => redirect(nextPathOf(outcome, local(shop)), 303);
  if (!redirectResult) {
    console.warn('adyen-return without a readable redirectResult');
    return to({ kind: 'error', code: 'payment-error' });
  }
  try {
    const result = await shop.backend.call<unknown>('submitAdyenPaymentDetails', [{ details: { redirectResult } }]);
    const outcome = paymentOutcomeOf(result, 'submitAdditionalPaymentDetailsResponse');
    if (outcome.kind === 'action') {
      // No Drop-in on this address to perform it: the shopper starts again from the error page.
      console.warn(`submitAdyenPaymentDetails after a redirect answered another action (${String(outcome.action.type)})`);
      return to({ kind: 'error', code: 'payment-error' });
    }
    return to(outcome);
  } catch (error) {
    console.warn(`submitAdyenPaymentDetails after a redirect failed: ${(error as Error).message}`);
    return to({ kind: 'error', code: 'payment-error' });
  }
}
