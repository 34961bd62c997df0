import { PasswordResetCheckEmailPage } from '../account/password-reset-check-email-page';
import { assertRoutable, requireGuest } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/password-reset-check-email';

/** Guest-only (spec 1 §2): a logged-in customer goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  assertRoutable(shop);
  await requireGuest(shop);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.passwordResetCheckEmail.title')]);

export default function Page() {
  return <PasswordResetCheckEmailPage />;
}
