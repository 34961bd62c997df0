import { SupportPage } from '../support/support-page';
import { supportAction, supportPageData } from '../support/support-request.server';
import { assertRoutable } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/support';

/** Spec 2 §2: the support request form, as a page (the header's and the product page's links open it; it works without JavaScript). */
export function loader({ context, request }: Route.LoaderArgs) {
  assertRoutable(context.get(shopContext));
  return supportPageData(new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return supportAction(context.get(shopContext), request);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'support.title')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // A page post that sent is redirected; 'sent' data is the dialog's (a fetcher), never this page's.
  return <SupportPage data={loaderData} state={actionData?.status === 'sent' ? undefined : actionData} />;
}
