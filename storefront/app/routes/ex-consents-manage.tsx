import { newsletterConsentRedirect } from '../shop/guards.server';
import type { Route } from './+types/ex-consents-manage';

// The root middleware's URL rules redirect this path before any loader runs (spec 1 §2); this is
// the same answer for a request that reaches the route anyway.
export function loader({ request }: Route.LoaderArgs) {
  return newsletterConsentRedirect(request);
}

export default function Page() {
  return null;
}
