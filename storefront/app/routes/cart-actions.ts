import { data } from 'react-router';
import { cartActionResponse } from '../cart/cart-actions.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/cart-actions';

/** `POST /cart-actions`: the cart's forms (quantity, removal, coupons), with or without JavaScript. */
export async function action({ context, request }: Route.ActionArgs) {
  return cartActionResponse(context.get(shopContext), request);
}

/** A GET here is no page: the forms only post (the cart itself is GET /cart.json). */
export function loader() {
  throw data(null, { status: 405, headers: { allow: 'POST' } });
}
