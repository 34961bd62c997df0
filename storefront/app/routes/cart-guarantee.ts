import { data } from 'react-router';
import { addGuaranteeAction } from '../cart/guarantee/guarantee.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/cart-guarantee';

/** `POST /cart/guarantee`: add an extra guarantee to a cart line (with or without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  return addGuaranteeAction(context.get(shopContext).backend, request);
}

/** A GET here is no page: the form only posts (the options are at /cart/guarantee-options.json). */
export function loader() {
  throw data(null, { status: 405, headers: { allow: 'POST' } });
}
