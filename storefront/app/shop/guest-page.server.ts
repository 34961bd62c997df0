import type { EntryContext } from 'react-router';
import { PAGE_CACHE_MARKS } from '../../server/page-cache/page-cache-marks';
import { NEWSLETTER_PARAM } from '../layout/newsletter-outcome';
import type { GuestPageHandle } from './guest-page';

/**
 * Marks a document for the server's guest page cache (server/page-cache/) when its route says it
 * is the same for every guest. Not a page that answers a form post by its query (the newsletter
 * outcome): that notice is for the one who posted. The server still keeps only 200 HTML pages of
 * requests without a personal cookie that set no cookie but the market's.
 */
export function markGuestPage(request: Request, context: Pick<EntryContext, 'staticHandlerContext' | 'routeModules'>, headers: Headers): void {
  const leaf = context.staticHandlerContext.matches.at(-1);
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as GuestPageHandle | undefined) : undefined;
  if (handle?.guestPage !== true || new URL(request.url).searchParams.has(NEWSLETTER_PARAM)) return;
  headers.set(PAGE_CACHE_MARKS.guestPage, '1');
}

/**
 * Marks a resource route's JSON answer that is the same for every guest (a guest page's product
 * rows, asked for once the page is drawn) for the guest page cache, as a page is marked.
 */
export function sameForEveryGuest(response: Response): Response {
  if (response.status === 200) response.headers.set(PAGE_CACHE_MARKS.guestPage, '1');
  return response;
}

/** A successful content invalidation makes every cached page stale too (the server drops them on this mark). */
export function dropsGuestPages(response: Response): Response {
  if (response.ok) response.headers.set(PAGE_CACHE_MARKS.dropAll, '1');
  return response;
}
