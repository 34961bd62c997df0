import { CheckoutUpcoming } from '../checkout/checkout-upcoming';
import { guardCheckoutStep } from '../checkout/checkout-step.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-step';

export async function loader({ context, params }: Route.LoaderArgs) {
  return guardCheckoutStep(context.get(shopContext), params.step);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withShopMeta(matches, loaderData ? [messageTitle(matches, `checkout.step.${loaderData.step}`)] : []);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CheckoutUpcoming step={loaderData.step} />;
}
