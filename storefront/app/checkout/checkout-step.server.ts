import { data, redirect } from 'react-router';
import { assertRoutable, localPath, requireCartWithLines, requireGuest } from '../shop/guards.server';
import type { ShopRequest } from '../shop/shop-context';
import { FIRST_CHECKOUT_STEP, CHECKOUT_PATH, GUEST_ONLY_STEPS, isCheckoutStep, stepNeedsCart, type CheckoutStep } from './checkout-steps';
import type { CommerceCart } from './payment/commerce-shapes';
import { isReadyForPayment } from './payment/shipping-ready';

/** The addresses step: where a cart without shipping info or address is sent (spec 2 §2). */
export const ADDRESSES_STEP_PATH = `${CHECKOUT_PATH}/addresses`;

/**
 * The routing guards of a checkout step (spec 2 §2); the steps' own screens and logic come with
 * the checkout issue. An unknown step is a 404.
 */
export async function guardCheckoutStep(shop: ShopRequest, step: string | undefined): Promise<{ step: CheckoutStep }> {
  assertRoutable(shop);
  const name = step?.toLowerCase();
  if (!isCheckoutStep(name)) throw data(null, { status: 404 });
  if (GUEST_ONLY_STEPS.includes(name)) await requireGuest(shop);
  if (name === 'payment') await guardPaymentStep(shop);
  else if (stepNeedsCart(name)) await requireCartWithLines(shop);
  return { step: name };
}

/**
 * The payment step's guards, answering the cart they read (one call): no cart or no lines → the
 * home page; no shipping info or shipping address → the addresses step (spec 2 §2).
 */
export async function guardPaymentStep(shop: ShopRequest): Promise<CommerceCart> {
  assertRoutable(shop);
  const cart = await requireCartWithLines<CommerceCart>(shop);
  if (!isReadyForPayment(cart)) throw redirect(localPath(shop, ADDRESSES_STEP_PATH));
  return cart;
}

/** '/checkout' itself is the way in: the first step. */
export function checkoutEntry(shop: ShopRequest): never {
  assertRoutable(shop);
  throw redirect(localPath(shop, `${CHECKOUT_PATH}/${FIRST_CHECKOUT_STEP}`));
}
