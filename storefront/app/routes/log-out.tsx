import { data, redirect } from 'react-router';
import { LogOutPage } from '../account/log-out-page';
import { shippingTypeResetCookie } from '../checkout/addresses/saved/log-out-reset';
import { assertRoutable, localHome } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
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
  throw redirect(localHome(shop), { headers: { 'set-cookie': shippingTypeResetCookie() } });
}

/** The account menu and the confirm page post here: only a POST ends the session (issue 18, item 2). */
export async function action({ context }: Route.ActionArgs) {
  return logOut(context.get(shopContext));
}

/** A visit shows a confirm button; it changes nothing. */
export function loader({ context }: Route.LoaderArgs) {
  assertRoutable(context.get(shopContext));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.logOutConfirm.title')]);

export default function Page() {
  return <LogOutPage />;
}
