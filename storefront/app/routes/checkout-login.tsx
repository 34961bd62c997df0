import { FormattedMessage } from 'react-intl';
import { LoginPage } from '../account/login-page';
import { signIn } from '../account/sign-in.server';
import { CHECKOUT_CREATE_ACCOUNT_PATH, CHECKOUT_PASSWORD_RESET_PATH } from '../checkout/account-step-paths';
import { ADDRESSES_STEP_PATH, guardCheckoutStep } from '../checkout/checkout-step.server';
import { socialSignInData } from '../account/social/social-sign-in.server';
import { GuestCheckout } from '../checkout/guest-checkout';
import { localPath } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-login';

/** /checkout/login (spec 2 §2): guest-only, with the cart's lines; log in, or order as a guest. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await guardCheckoutStep(shop, 'login');
  return { social: await socialSignInData(shop, localPath(shop, ADDRESSES_STEP_PATH)) };
}

/** Logged in, the shopper goes on with the checkout (the backend merges the guest cart). */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await guardCheckoutStep(shop, 'login');
  return signIn(shop, request, localPath(shop, ADDRESSES_STEP_PATH));
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.step.login')]);

const CHECKOUT_LINKS = { passwordReset: CHECKOUT_PASSWORD_RESET_PATH, createAccount: CHECKOUT_CREATE_ACCOUNT_PATH };

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <LoginPage refusal={actionData} title={<FormattedMessage id="checkout.step.login" />} links={CHECKOUT_LINKS}>
      <GuestCheckout />
    </LoginPage>
  );
}
