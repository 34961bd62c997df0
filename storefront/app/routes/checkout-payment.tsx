import { loadPaymentPage } from '../checkout/payment/payment-page.server';
import { PaymentPage } from '../checkout/payment/payment-page';
import { paymentAction } from '../checkout/payment/place-order.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-payment';

/** Step 4 (spec 2 §2, §4): guarded, COD and bank transfer, placing the order. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadPaymentPage(context.get(shopContext), new URL(request.url));
}

export function action({ context, request }: Route.ActionArgs) {
  return paymentAction(context.get(shopContext), request);
}

// Spec 2 §4: on an error the cart is reloaded, also after a refused (4xx) attempt.
export const shouldRevalidate = () => true;

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.step.payment')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentPage page={loaderData} answer={actionData} />;
}
