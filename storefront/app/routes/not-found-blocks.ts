import { notFoundBlocksResponse } from '../layout/not-found-content.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/not-found-blocks';

/** GET /not-found-blocks.json: the 404 page's optional CMS blocks, asked for by the page when the browser is idle. */
export function loader({ context, request }: Route.LoaderArgs) {
  return notFoundBlocksResponse(context.get(shopContext), request);
}
