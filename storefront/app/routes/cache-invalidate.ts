import { invalidateAll, methodNotAllowed } from '../content/cache/invalidation.server';
import { dropsGuestPages } from '../shop/guest-page.server';
import type { Route } from './+types/cache-invalidate';

/** POST /cache-invalidate (spec 1 §7): drops the cached CMS content; bearer CACHE_INVALIDATION_TOKEN. */
export function action({ request }: Route.ActionArgs) {
  return dropsGuestPages(invalidateAll(request));
}

export function loader() {
  return methodNotAllowed();
}
