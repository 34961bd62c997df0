import { PasswordResetPage } from '../account/password-reset-page';
import { requestPasswordReset } from '../account/password-reset.server';
import { CHECKOUT_LOGIN_PATH, CHECKOUT_RESET_CHECK_EMAIL_PATH } from '../checkout/account-step-paths';
import { guardCheckoutStep } from '../checkout/checkout-step.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-password-reset';

/** /checkout/password-reset (spec 2 §2): the account's reset request, guest-only, with the cart's lines. */
export async function loader({ context }: Route.LoaderArgs) {
  await guardCheckoutStep(context.get(shopContext), 'password-reset');
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await guardCheckoutStep(shop, 'password-reset');
  return requestPasswordReset(shop, request, CHECKOUT_RESET_CHECK_EMAIL_PATH);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.passwordReset.title')]);

export default function Page({ actionData }: Route.ComponentProps) {
  return <PasswordResetPage refusal={actionData} loginPath={CHECKOUT_LOGIN_PATH} />;
}
