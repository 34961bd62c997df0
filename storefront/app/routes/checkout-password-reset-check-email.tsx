import { PasswordResetCheckEmailPage } from '../account/password-reset-check-email-page';
import { CHECKOUT_LOGIN_PATH, CHECKOUT_PASSWORD_RESET_PATH } from '../checkout/account-step-paths';
import { guardCheckoutStep } from '../checkout/checkout-step.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-password-reset-check-email';

/** After the checkout's reset request: check the e-mail, then log in inside the checkout. */
export async function loader({ context }: Route.LoaderArgs) {
  await guardCheckoutStep(context.get(shopContext), 'password-reset');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.passwordResetCheckEmail.title')]);

export default function Page() {
  return <PasswordResetCheckEmailPage requestPath={CHECKOUT_PASSWORD_RESET_PATH} loginPath={CHECKOUT_LOGIN_PATH} />;
}
