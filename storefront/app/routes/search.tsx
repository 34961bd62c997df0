import { loadSearchPage } from '../search/search-page.server';
import { SearchPage } from '../search/search-page';
import { searchMeta } from '../search/search-meta';
import { withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/search';
import { GUEST_PAGE } from '../shop/guest-page';

/** The same page for every guest: kept by the server's guest page cache. */
export const handle = GUEST_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  return loadSearchPage(context.get(shopContext));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => withShopMeta(matches, searchMeta(loaderData));

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
