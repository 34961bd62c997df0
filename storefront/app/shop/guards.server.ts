import { normaliseUrl } from '@shop/domain';
import { data, redirect } from 'react-router';
import type { BackendClient } from './backend.server';
import { pageUrlOf, requestMarket } from './request-market.server';
import type { ShopRequest } from './shop-context';
import { unknownHostResponse } from './unknown-host.server';

/** The home page of the shopper's language: '/' at the root, '/fr' under the French prefix. */
export const localHome = (shop: Pick<ShopRequest, 'languagePrefix'>): string => shop.languagePrefix || '/';

/** A path in the shopper's language, as `useLocalPath` writes it in components. */
export const localPath = (shop: Pick<ShopRequest, 'languagePrefix'>, path: string): string =>
  shop.languagePrefix ? `${shop.languagePrefix}${path === '/' ? '' : path}` : path;

/** The root middleware marked the path a 404 (spec 1 §2: a quote in the route): nothing else is done. */
export function assertRoutable(shop: ShopRequest): void {
  if (shop.notFound) throw data(null, { status: 404 });
}

// One answer per request: a parent route and its child both guard, the backend is asked once.
const loggedIn = new WeakMap<BackendClient, Promise<boolean>>();

/** Spec 2 §6: logged in = the session belongs to a customer; the backend's `isLoggedIn` decides. */
export function isLoggedIn(shop: ShopRequest): Promise<boolean> {
  let answer = loggedIn.get(shop.backend);
  if (!answer) {
    answer = shop.backend.call<{ data: boolean }>('isLoggedIn', []).then((result) => result.data === true);
    loggedIn.set(shop.backend, answer);
  }
  return answer;
}

/**
 * Spec 1 §2 / spec 2 §2: an authenticated-only page sends a guest to the root (the home page of
 * their language). Without an answer from the backend the page cannot be shown honestly: 503.
 */
export async function requireCustomer(shop: ShopRequest): Promise<void> {
  let customer: boolean;
  try {
    customer = await isLoggedIn(shop);
  } catch (error) {
    console.error(`isLoggedIn failed on an account page: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  if (!customer) {
    console.warn(`Not logged in on a protected page: ${shop.url.pathname}`);
    throw redirect(localHome(shop));
  }
}

/**
 * Guest-only pages (login, registration, password reset) send a customer home. Reading chosen: when
 * the backend cannot say, the guest page is shown (it harms no one); the customer-only guard is the
 * one that must fail closed.
 */
export async function requireGuest(shop: ShopRequest): Promise<void> {
  let customer = false;
  try {
    customer = await isLoggedIn(shop);
  } catch (error) {
    console.warn(`isLoggedIn failed on a guest page: ${(error as Error).message}`);
  }
  if (customer) throw redirect(localHome(shop));
}

/**
 * Spec 2 §2: a checkout step past the first needs the active cart with lines, else the home page.
 * Answers that cart, so the step's own loader does not ask the backend for it again. Without an
 * answer from the backend the step cannot be shown honestly: 503.
 */
export async function requireCartWithLines<Cart extends { readonly lineItems?: readonly unknown[] }>(shop: ShopRequest): Promise<Cart> {
  let cart: Cart | null;
  try {
    cart = (await shop.backend.call<{ cart: Cart | null }>('getMyCart', [])).cart;
  } catch (error) {
    console.error(`getMyCart failed on a checkout step: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  if (!cart || (cart.lineItems?.length ?? 0) === 0) throw redirect(localHome(shop));
  return cart;
}

/**
 * The newsletter consent paths are redirected by the root middleware's URL rules; should a request
 * still reach their routes, it gets the same answer (the target, or the root, query kept).
 */
export function newsletterConsentRedirect(request: Request): never {
  const url = pageUrlOf(request);
  const market = requestMarket(request, url);
  if (!market) throw unknownHostResponse();
  const decision = normaliseUrl({ path: url.pathname, query: url.search, market: market.urlMarket });
  throw redirect(decision.kind === 'redirect' ? decision.location : '/', 308);
}
