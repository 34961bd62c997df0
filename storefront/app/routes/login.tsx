import { LoginPage } from '../account/login-page';
import { signIn } from '../account/sign-in.server';
import { socialSignInData } from '../account/social/social-sign-in.server';
import { assertRoutable, localHome, requireGuest } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/login';

/** Guest-only (spec 1 §2): a logged-in customer goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  assertRoutable(shop);
  await requireGuest(shop);
  return { social: await socialSignInData(shop, localHome(shop)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return signIn(context.get(shopContext), request);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.login.title')]);

export default function Page({ actionData }: Route.ComponentProps) {
  return <LoginPage refusal={actionData} />;
}
