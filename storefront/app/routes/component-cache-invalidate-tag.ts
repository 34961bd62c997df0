import { invalidateTag, methodNotAllowed } from '../content/cache/invalidation.server';
import { dropsGuestPages } from '../shop/guest-page.server';
import type { Route } from './+types/component-cache-invalidate-tag';

/** The webhook posts `{ "tag": … }` as JSON (spec 1 §7); the server's front door takes JSON only where a route says so (server/route-bodies.ts). */
export const handle = { postBody: 'json' } as const;

/** POST /component-cache/invalidate-tag (spec 1 §7): drops the cached CMS documents of a tag (content key or block type). */
export async function action({ request }: Route.ActionArgs) {
  return dropsGuestPages(await invalidateTag(request));
}

export function loader() {
  return methodNotAllowed();
}
