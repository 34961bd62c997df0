import { CheckoutUpcoming } from '../checkout/checkout-upcoming';
import { guardCheckoutStep } from '../checkout/checkout-step.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-addresses';

// Placeholder until the step's screen lands (issue 13): the same guard and page as /checkout/:step.
export async function loader({ context }: Route.LoaderArgs) {
  return guardCheckoutStep(context.get(shopContext), 'addresses');
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.step.addresses')]);

export default function Page() {
  return <CheckoutUpcoming step="addresses" />;
}
