import { guaranteeOptionsLoader } from '../cart/guarantee/guarantee.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/cart-guarantee-options';

/** `GET /cart/guarantee-options.json?line=…`: the guarantee sidebar's options for one line. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return guaranteeOptionsLoader(context.get(shopContext), request);
}
