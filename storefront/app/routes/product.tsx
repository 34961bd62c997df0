import { resolvePage } from '../shop/page-resolver.server';
import { ResolvedPageView, resolvedPageMeta } from '../shop/resolved-page';
import { withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/product';

export async function loader({ context }: Route.LoaderArgs) {
  return resolvePage(context.get(shopContext), 'product');
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => withShopMeta(matches, resolvedPageMeta(loaderData));

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ResolvedPageView page={loaderData} />;
}
