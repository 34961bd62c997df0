/** URLs longer than this are not pages; browsers and CDNs cap them around here too. */
export const MAX_SOURCE_URL_LENGTH = 2048;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PLACEHOLDER_ORIGIN = 'http://seo.invalid';

const isSitePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
const isAbsoluteHttp = (url: string): boolean => /^https?:\/\//i.test(url);

/** A target the registry may point at: a path on this site or an absolute http(s) address. */
export const isRedirectTarget = (url: string): boolean =>
  url.length <= MAX_SOURCE_URL_LENGTH && !CONTROL_CHARACTERS.test(url) && (isSitePath(url) || isAbsoluteHttp(url));

/**
 * The registry's lookup key of a URL: its decoded path, lower-cased, without trailing slashes
 * (`/Gastro/` and `/gastro` are one page: upper case and slashes are normalised by the storefront
 * anyway). The query and host are not part of the key: the redirect is for the page, and the
 * query travels along (domain `seoTargetOnSite`). Undefined for what is not a site path or http(s)
 * URL, or does not decode.
 */
export function sourcePathKey(url: string): string | undefined {
  if (url.length === 0 || url.length > MAX_SOURCE_URL_LENGTH || CONTROL_CHARACTERS.test(url)) return undefined;
  if (!isSitePath(url) && !isAbsoluteHttp(url)) return undefined;
  let pathname: string;
  try {
    pathname = new URL(url, PLACEHOLDER_ORIGIN).pathname;
  } catch {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = pathname.split('/').map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    return undefined;
  }
  if (CONTROL_CHARACTERS.test(decoded)) return undefined;
  const trimmed = decoded.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
