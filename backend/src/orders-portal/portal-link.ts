/**
 * The orders service's answer to `GET my-orders/getUrlWithToken` (spec 2 §7: "response data is
 * the URL"): `{ data: 'https://…' }`. The URL is only used when it is an absolute http(s) URL
 * without credentials; anything else (a `javascript:` URL, a relative path, a missing field) is
 * treated as the service failing, so it never reaches a page.
 */
export function portalLinkOf(body: unknown): string | undefined {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (typeof data !== 'string' || data.length > 4096) return undefined;
  let url: URL;
  try {
    url = new URL(data);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return undefined;
  return url.href;
}
