import { switchesFor } from '@shop/markets';
import { loadMyReviews } from '../account/extras/my-reviews.server';
import { MyReviewsView } from '../account/extras/my-reviews-page';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-reviews';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return { page: await loadMyReviews(shop), consentRequired: switchesFor(shop.country).reviewConsent };
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.section.my-reviews')]);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MyReviewsView data={loaderData.page} consentRequired={loaderData.consentRequired} />;
}
