import { FormattedMessage } from 'react-intl';
import { RegistrationPage } from '../account/registration/registration-page';
import { register } from '../account/registration/registration.server';
import { CHECKOUT_LOGIN_PATH } from '../checkout/account-step-paths';
import { defaultClientType } from '../checkout/addresses/client-state';
import { ADDRESSES_STEP_PATH, guardCheckoutStep } from '../checkout/checkout-step.server';
import { GuestCheckout } from '../checkout/guest-checkout';
import { localPath } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-create-account';

/** /checkout/create-account (spec 2 §2, §6): guest-only, with the cart's lines; register, or order as a guest. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await guardCheckoutStep(shop, 'create-account');
  return { defaultClientType: defaultClientType(shop.country) };
}

/** Registered, the shopper goes on with the checkout: the backend's signUp makes the guest's cart theirs. */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await guardCheckoutStep(shop, 'create-account');
  return register(shop, request, localPath(shop, ADDRESSES_STEP_PATH));
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.step.create-account')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistrationPage
      refusal={actionData}
      defaultClientType={loaderData.defaultClientType}
      title={<FormattedMessage id="checkout.step.create-account" />}
      intro={<FormattedMessage id="registration.checkoutIntro" />}
      loginPath={CHECKOUT_LOGIN_PATH}
    >
      <GuestCheckout />
    </RegistrationPage>
  );
}
