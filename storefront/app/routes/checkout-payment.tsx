import { redirectDocument } from 'react-router';
import { documentIsPaymentPage, paymentPageSources } from '../checkout/adyen/adyen-page-policy';
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

/**
 * With Drop-in the page needs Adyen's origins in its policy, which only a document loaded as this
 * page has (entry.server takes them from here). So a client-side way in (a link, a form's
 * redirect, the error page's "back to checkout") becomes a document load when Drop-in is offered
 * and the running document is another page's; within the page (revalidation) nothing changes.
 */
export const handle = { pageSources: paymentPageSources };

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  if (page.dropIn && !documentIsPaymentPage()) throw redirectDocument(request.url);
  return page;
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
