import { data } from 'react-router';
import { loadNewsletterConsent, saveNewsletterConsent } from '../account/extras/newsletter-consent.server';
import { NewsletterPage } from '../account/extras/newsletter-page';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-newsletter';

export async function loader({ context }: Route.LoaderArgs) {
  return data(await loadNewsletterConsent(context.get(shopContext)), { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveNewsletterConsent(context.get(shopContext), request);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.section.my-newsletter')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterPage consent={loaderData} outcome={actionData} />;
}
