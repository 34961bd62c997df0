import { data } from 'react-router';
import { addToCartAction } from '../cart/add-to-cart.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/add-to-cart';

/** `POST /add-to-cart` (the product page's form, with or without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  return addToCartAction(context.get(shopContext).backend, request);
}

/** A GET here is no page: the form only posts. */
export function loader() {
  throw data(null, { status: 405, headers: { allow: 'POST' } });
}
