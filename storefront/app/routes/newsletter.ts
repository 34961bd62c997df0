import { data } from 'react-router';
import { newsletterAction } from '../layout/newsletter.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/newsletter';

/** `POST /newsletter` (the footer's sign-up form, with or without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  return newsletterAction(context.get(shopContext).backend, request);
}

/** A GET here is no page: the form only posts. */
export function loader() {
  throw data(null, { status: 405, headers: { allow: 'POST' } });
}
