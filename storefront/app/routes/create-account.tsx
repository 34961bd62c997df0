import { FormattedMessage } from 'react-intl';
import { ACCOUNT_PATH } from '../account/account-sections';
import { RegistrationPage } from '../account/registration/registration-page';
import { register } from '../account/registration/registration.server';
import { defaultClientType } from '../checkout/addresses/client-state';
import { assertRoutable, localPath, requireGuest } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/create-account';

/** Guest-only (spec 1 §2): a logged-in customer goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  assertRoutable(shop);
  await requireGuest(shop);
  return { defaultClientType: defaultClientType(shop.country) };
}

/** Registered and signed in, the shopper goes to their account. */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  assertRoutable(shop);
  await requireGuest(shop);
  return register(shop, request, localPath(shop, ACCOUNT_PATH));
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.createAccount.title')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistrationPage
      refusal={actionData}
      defaultClientType={loaderData.defaultClientType}
      title={<FormattedMessage id="account.createAccount.title" />}
      intro={<FormattedMessage id="registration.intro" />}
      loginPath="/login"
    />
  );
}
