import { data } from 'react-router';
import { assertRoutable } from '../shop/guards.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-section';

/** Every account section has its own route; any other name under /my-account is a 404 (the parent still guards). */
export function loader({ context }: Route.LoaderArgs) {
  assertRoutable(context.get(shopContext));
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
