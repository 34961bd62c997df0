import { loadCartOrUnavailable } from '../cart/cart.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/cart-json';

/** `GET /cart.json`: the session's cart as the sidebar shows it, read when the sidebar opens. */
export async function loader({ context }: Route.LoaderArgs) {
  const load = await loadCartOrUnavailable(context.get(shopContext));
  return Response.json(load, { status: load.unavailable ? 503 : 200, headers: { 'cache-control': 'no-store' } });
}
