import { data } from 'react-router';
import { loadLoyaltyCard } from '../account/extras/loyalty-card.server';
import { LoyaltyCardView } from '../account/extras/loyalty-card-page';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-loyalty-card';

/** A 404 where the market has no card (loyalty-card.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  return data(await loadLoyaltyCard(context.get(shopContext)), { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withShopMeta(matches, loaderData ? [messageTitle(matches, 'account.section.loyalty-card')] : []);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LoyaltyCardView card={loaderData} />;
}
