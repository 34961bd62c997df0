import { resolvePage } from '../shop/page-resolver.server';
import { ResolvedPageView, resolvedPageMeta } from '../shop/resolved-page';
import { withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/category';

export async function loader({ context }: Route.LoaderArgs) {
  return resolvePage(context.get(shopContext), 'category');
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => withShopMeta(matches, resolvedPageMeta(loaderData));

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ResolvedPageView page={loaderData} />;
}
