import { loadMyOrders, myOrdersData } from '../account/extras/my-orders.server';
import { MyOrdersPage } from '../account/extras/my-orders-page';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-orders';

/** The self-service link is personal and short-lived: never cached, asked afresh on every visit. */
export async function loader({ context }: Route.LoaderArgs) {
  return myOrdersData(await loadMyOrders(context.get(shopContext)));
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.section.my-orders')]);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MyOrdersPage view={loaderData} />;
}
