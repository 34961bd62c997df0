import { data, redirect } from 'react-router';
import { localHome } from '../shop/guards.server';
import { shopContext, type ShopRequest } from '../shop/shop-context';
import type { Route } from './+types/log-out';

/** Spec 1 §2: log out, then '/' (the home page of the shopper's language). */
async function logOut(shop: ShopRequest): Promise<never> {
  try {
    await shop.backend.call('logOut', []);
  } catch (error) {
    // Saying nothing and going home would pretend the session ended.
    console.error(`logOut failed: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  throw redirect(localHome(shop));
}

/** The account menu posts here. */
export async function action({ context }: Route.ActionArgs) {
  return logOut(context.get(shopContext));
}

/** Spec 1 §2's route logs out on a plain visit too. */
export async function loader({ context }: Route.LoaderArgs) {
  return logOut(context.get(shopContext));
}

// Never rendered (both answers redirect), but a page route rather than a resource route, so a
// client-side form post is handled like any other navigation.
export default function Page() {
  return null;
}
