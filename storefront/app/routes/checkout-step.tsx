import { data } from 'react-router';
import { guardCheckoutStep } from '../checkout/checkout-step.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-step';

/**
 * A path under /checkout that no step's route matched: every step of spec 2 §2 has a route of its
 * own, so this is an unknown step, the checkout's 404 (the guard says so).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  await guardCheckoutStep(context.get(shopContext), params.step);
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
