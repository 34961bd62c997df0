import { adyenDetailsAction } from '../checkout/adyen/adyen-payment.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-adyen-details';

export const handle = { postBody: 'json' } as const;

/** POST /checkout/adyen/details: Drop-in's onAdditionalDetails (issue 19). */
export function action({ context, request }: Route.ActionArgs) {
  return adyenDetailsAction(context.get(shopContext), request);
}

export function loader() {
  return new Response('Method Not Allowed: POST the payment details', { status: 405, headers: { allow: 'POST' } });
}
