import type { IncomingHttpHeaders } from 'node:http';

/** Requests that only read: every other method changes state and must come from the shop's own pages. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Why a state-changing request is refused as cross-site, or undefined when it came from the shop's
 * own pages (issue 18, item 2). One rule for every non-GET/HEAD request: page actions, resource
 * routes, single-fetch `.data` posts and the /api proxy alike.
 *
 * - `Sec-Fetch-Site` other than same-origin/none: the browser itself says another site sent it.
 *   'same-site' is refused too: blog.localhost and de.localhost share a site (and the Lax cookie)
 *   but not an origin.
 * - `Origin` (every browser sends it on a POST) must be the shop's own origin; 'null' (a sandboxed
 *   frame, a data: URL) is not.
 * - Without Origin, `Referer`'s origin must be the shop's.
 * - With neither: refused when the request carries a cookie, since a forged post rides on the
 *   shopper's cookie and a browser never sends a cookie-bearing POST without Origin. Without a cookie
 *   there is no session to ride (a script), so it passes: it can change nothing but its own, new
 *   session. Nor does a request that names its own `Authorization: Bearer` credential (the cache
 *   webhook, whose client may keep cookies): no other site can make a browser send that header
 *   (it needs a CORS preflight, which the door answers 405).
 */
export function crossSiteRefusal(method: string, headers: IncomingHttpHeaders, ownOrigin: string): string | undefined {
  if (SAFE_METHODS.has(method)) return undefined;
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `this request was sent by another site (Sec-Fetch-Site: ${fetchSite})`;
  }
  const origin = header(headers, 'origin');
  if (origin !== undefined) {
    return originOf(origin) === ownOrigin ? undefined : `this request was sent from ${JSON.stringify(origin)}, not from ${ownOrigin}`;
  }
  const referer = header(headers, 'referer');
  if (referer !== undefined) {
    return originOf(referer) === ownOrigin ? undefined : `this request was sent from a page of another origin, not from ${ownOrigin}`;
  }
  if (header(headers, 'cookie') === undefined || /^Bearer\s+\S/i.test(header(headers, 'authorization') ?? '')) return undefined;
  return `a request carrying the shop's cookie must name its Origin (${ownOrigin})`;
}
