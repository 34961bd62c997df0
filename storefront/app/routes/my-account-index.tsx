import { AccountOverview } from '../account/account-overview';
import { messageTitle, withShopMeta } from '../shop/seo';
import type { Route } from './+types/my-account-index';

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.myAccount.title')]);

export default function Page() {
  return <AccountOverview />;
}
