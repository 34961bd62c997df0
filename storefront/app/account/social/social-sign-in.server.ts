import { createTtlCache } from '../../shop/ttl-cache.server';
import type { ShopRequest } from '../../shop/shop-context';

/** The providers the backend has settings for (OIDC_GOOGLE_*, OAUTH_FACEBOOK_*). */
export type SocialProvider = 'google' | 'facebook';

const KNOWN: readonly SocialProvider[] = ['google', 'facebook'];

/** What the login pages hand their social buttons: the providers, and where a sign-in leads. */
export interface SocialSignInData {
  readonly providers: readonly SocialProvider[];
  /** The page after a successful sign-in, as the password login goes there. */
  readonly returnTo: string;
}

// The backend reads its settings once at start-up; a minute keeps a restarted backend's change visible soon.
const providersCache = createTtlCache<readonly SocialProvider[]>({ ttlMs: 60_000 });

/**
 * The social sign-in buttons' data for a login page (issue 20): only configured providers get a
 * button. An unreachable backend shows none (the password form still works) rather than failing
 * the page.
 */
export async function socialSignInData(shop: ShopRequest, returnTo: string): Promise<SocialSignInData> {
  let providers: readonly SocialProvider[] = [];
  try {
    providers = await providersCache.get('providers', async () => {
      const answer = await shop.backend.get<{ providers?: unknown }>('/api/social/providers');
      return KNOWN.filter((name) => Array.isArray(answer.providers) && answer.providers.includes(name));
    });
  } catch (error) {
    console.error(`social providers unavailable: ${(error as Error).message}`);
  }
  return { providers, returnTo };
}
