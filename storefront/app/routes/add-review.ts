import { switchesFor } from '@shop/markets';
import { data } from 'react-router';
import { addReviewAction } from '../catalogue/product/review-submit.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/add-review';

/** `POST /add-review` (the product page's review form, with or without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  return addReviewAction(shop.backend, request, switchesFor(shop.country).reviewConsent);
}

/** A GET here is no page: the form only posts. */
export function loader() {
  throw data(null, { status: 405, headers: { allow: 'POST' } });
}
