import { data, redirect } from 'react-router';
import { assertRoutable, localPath, requireCartWithLines, requireGuest } from '../shop/guards.server';
import type { ShopRequest } from '../shop/shop-context';
import { FIRST_CHECKOUT_STEP, CHECKOUT_PATH, GUEST_ONLY_STEPS, isCheckoutStep, stepNeedsCart, type CheckoutStep } from './checkout-steps';

/**
 * The routing guards of a checkout step (spec 2 §2); the steps' own screens and logic come with
 * the checkout issue. An unknown step is a 404.
 */
export async function guardCheckoutStep(shop: ShopRequest, step: string | undefined): Promise<{ step: CheckoutStep }> {
  assertRoutable(shop);
  const name = step?.toLowerCase();
  if (!isCheckoutStep(name)) throw data(null, { status: 404 });
  if (GUEST_ONLY_STEPS.includes(name)) await requireGuest(shop);
  if (stepNeedsCart(name)) await requireCartWithLines(shop);
  return { step: name };
}

/** '/checkout' itself is the way in: the first step. */
export function checkoutEntry(shop: ShopRequest): never {
  assertRoutable(shop);
  throw redirect(localPath(shop, `${CHECKOUT_PATH}/${FIRST_CHECKOUT_STEP}`));
}
