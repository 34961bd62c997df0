import { PasswordResetPage } from '../account/password-reset-page';
import { requestPasswordReset } from '../account/password-reset.server';
import { assertRoutable, requireGuest } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/password-reset';

/** Guest-only (spec 1 §2): a logged-in customer goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  assertRoutable(shop);
  await requireGuest(shop);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  return requestPasswordReset(context.get(shopContext), request);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.passwordReset.title')]);

export default function Page({ actionData }: Route.ComponentProps) {
  return <PasswordResetPage refusal={actionData} />;
}
