import { PasswordResetChangePage } from '../account/password-reset-change-page';
import { changePassword, tokenOf } from '../account/password-reset.server';
import { assertRoutable, requireGuest } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/password-reset-change';

/** Guest-only (spec 1 §2): a logged-in customer goes home. The token comes from the e-mailed link. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  assertRoutable(shop);
  await requireGuest(shop);
  return { token: tokenOf(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return changePassword(context.get(shopContext), request);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.passwordResetChange.title')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordResetChangePage token={loaderData.token} refusal={actionData} />;
}
