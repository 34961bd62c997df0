import { paymentErrorCode } from '@shop/domain';
import { PaymentErrorPage } from '../checkout/payment-error-page';
import { assertRoutable } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/payment-error';

/** Spec 2 §8: the card payment came back with `?error=<code>`. */
export function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  assertRoutable(shop);
  return { code: paymentErrorCode(shop.url.searchParams.get('error')) };
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.paymentError.title')]);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PaymentErrorPage code={loaderData.code} />;
}
