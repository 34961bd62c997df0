import { laterRowsResponse } from '../content/products/later-rows-answer.server';
import { sameForEveryGuest } from '../shop/guest-page.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/block-products';

/** GET /block-products.json?page=…&locale=…&paths=…: a CMS page's product rows below the first screen, asked by the browser. */
// The rows follow the catalogue like the page they belong to, so the guest page cache keeps them too.
export async function loader({ context, request }: Route.LoaderArgs) {
  return sameForEveryGuest(await laterRowsResponse(context.get(shopContext), request));
}
