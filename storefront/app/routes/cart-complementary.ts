import { complementaryLoader } from '../cart/complementary/complementary.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/cart-complementary';

/** `GET /cart/complementary.json?sku=…`: the complementary-products sidebar's products. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return complementaryLoader(context.get(shopContext), request);
}
