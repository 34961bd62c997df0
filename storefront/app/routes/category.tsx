import { resolvePage } from '../shop/page-resolver.server';
import { ResolvedPageView } from '../shop/resolved-page';
import { withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/category';
import { GUEST_PAGE } from '../shop/guest-page';

/** The same page for every guest: kept by the server's guest page cache. */
export const handle = GUEST_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  return resolvePage(context.get(shopContext), 'category');
}

// The page's tags come computed with its data (page-resolver.server.ts).
export const meta: Route.MetaFunction = ({ matches, loaderData }) => withShopMeta(matches, loaderData?.headTags ?? []);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ResolvedPageView page={loaderData} />;
}
