import { adyenPaymentAction } from '../checkout/adyen/adyen-payment.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-adyen-payments';

/** Drop-in posts its payment data as JSON (server/route-bodies.ts lets it through only here and on the details route). */
export const handle = { postBody: 'json' } as const;

/** POST /checkout/adyen/payments: Drop-in's onSubmit (issue 19). */
export function action({ context, request }: Route.ActionArgs) {
  return adyenPaymentAction(context.get(shopContext), request);
}

export function loader() {
  return new Response('Method Not Allowed: POST the payment data', { status: 405, headers: { allow: 'POST' } });
}
