import { laterRowsResponse } from '../content/products/later-rows-answer.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/block-products';

/** GET /block-products.json?page=…&locale=…&paths=…: a CMS page's product rows below the first screen, asked by the browser. */
export function loader({ context, request }: Route.LoaderArgs) {
  return laterRowsResponse(context.get(shopContext), request);
}
