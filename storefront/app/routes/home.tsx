import { data } from 'react-router';
import { homeMeta } from '../home/home-meta';
import { HomePage } from '../home/home-page';
import { loadHomePage } from '../home/home-page.server';
import { withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/home';
import { GUEST_PAGE } from '../shop/guest-page';

/** The same page for every guest: kept by the server's guest page cache. */
export const handle = GUEST_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  const home = await loadHomePage(context.get(shopContext));
  // The page still renders when the CMS is down, with an honest status for caches and monitors.
  return data(home, { status: home.status === 'unavailable' ? 503 : 200 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => withShopMeta(matches, homeMeta(loaderData));

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
