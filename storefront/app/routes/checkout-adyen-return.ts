import { adyenReturnLoader } from '../checkout/adyen/adyen-payment.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-adyen-return';

/** GET /checkout/adyen-return?redirectResult=…: Adyen's `returnUrl` (issue 19), on to the thank-you or the error page. */
export function loader({ context }: Route.LoaderArgs) {
  return adyenReturnLoader(context.get(shopContext));
}
