import { loadThankYouPage } from '../checkout/thank-you/thank-you-page.server';
import { ThankYouPage } from '../checkout/thank-you/thank-you-page';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-thank-you';

/** Step 5 (spec 2 §2): the order named by `?order=`, the session's own only. */
export function loader({ context }: Route.LoaderArgs) {
  return loadThankYouPage(context.get(shopContext));
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.step.thank-you')]);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage order={loaderData} />;
}
