import { SAFE_METHODS } from './cross-site-guard.js';

/**
 * The last line behind sameSitePath (issue 18, item 1): whether a page's redirect may be sent.
 * Resolved as the browser will resolve it against the page's URL, a Location must stay on the
 * shop's own origin, with one exception: a GET may be sent to an absolute http(s) URL that names
 * its host, because the URL rules follow the SEO registry, which is trusted and may move a page to
 * another of the shop's domains. A target that only a URL parser's quirks make absolute ('//host',
 * '/\host', a dot-collapsed path) is never deliberate, and an answer to a post (its target comes
 * from a posted field) never leaves the origin.
 */
export function isAllowedLocation(location: string, requestUrl: string, method: string): boolean {
  let resolved: URL;
  try {
    resolved = new URL(location, requestUrl);
  } catch {
    return false;
  }
  if (resolved.origin === new URL(requestUrl).origin) return true;
  return SAFE_METHODS.has(method) && /^https?:\/\/[^/\\]/i.test(location);
}
