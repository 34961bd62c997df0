import { checkoutEntry } from '../checkout/checkout-step.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-index';

export function loader({ context }: Route.LoaderArgs) {
  return checkoutEntry(context.get(shopContext));
}

export default function Page() {
  return null;
}
