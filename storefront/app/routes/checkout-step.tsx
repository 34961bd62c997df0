import { data } from 'react-router';
import { CheckoutAccountStepPage, isCheckoutAccountStep } from '../checkout/checkout-account-step';
import { guardCheckoutStep } from '../checkout/checkout-step.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-step';

/** The checkout's steps without a route of their own: create-account and password-reset. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { step } = await guardCheckoutStep(context.get(shopContext), params.step);
  // Every other step has a route of its own, matched before this one.
  if (!isCheckoutAccountStep(step)) throw data(null, { status: 404 });
  return { step };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withShopMeta(matches, loaderData ? [messageTitle(matches, `checkout.step.${loaderData.step}`)] : []);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CheckoutAccountStepPage step={loaderData.step} />;
}
