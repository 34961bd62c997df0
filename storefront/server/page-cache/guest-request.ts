import { LOCALE_COOKIE, MARKET_COOKIES } from '@shop/markets';
import { parse as parseCookies } from 'cookie';

const MARKET_COOKIE_NAMES: ReadonlySet<string> = new Set(MARKET_COOKIES.map((cookie) => cookie.name));

/**
 * Cookies a guest's page does not depend on beyond what the key holds: the market cookies (the
 * locale cookie's value is part of the key; the others follow host and language) and the consent
 * choice (read by the browser only). Any other cookie (shop_session, or one the backend might
 * read) makes the request personal: it is never served from, nor stored in, the cache.
 */
export const GUEST_COOKIES: ReadonlySet<string> = new Set([...MARKET_COOKIE_NAMES, 'shop_consent' /* app/layout/consent.ts */]);

/** The request's cache key, or undefined when it is not a guest's page request. */
export function guestPageKey(request: { method: string; url: string; headers: Record<string, string | string[] | undefined> }, origin: string): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const header = request.headers.cookie;
  const cookies = typeof header === 'string' && header !== '' ? parseCookies(header) : {};
  for (const name of Object.keys(cookies)) if (!GUEST_COOKIES.has(name)) return undefined;
  // The language is chosen from the path, then the locale cookie, then Accept-Language
  // (app/shop/request-market.server.ts): the key holds all three as sent, so it never names a
  // language other than the one the page was rendered in.
  const acceptLanguage = String(request.headers['accept-language'] ?? '').replace(/\s+/g, '').toLowerCase();
  return `${origin}\n${cookies[LOCALE_COOKIE.name] ?? ''}\n${acceptLanguage}\n${request.url}`;
}

/** The backend's session cookie (backend/src/api/session-cookie.ts). */
export const SESSION_COOKIE = 'shop_session';

/**
 * Cookies a guest page's answer may set and still be kept (without them): the market cookies,
 * which follow host and language (both in the key), and the session cookie. A guest request
 * carries no session (guestPageKey), so a session cookie on its answer is a new, empty anonymous
 * one the backend issued for the page's own calls (every call without a session gets one):
 * nothing the page shows depends on it. Any other cookie makes the page personal.
 */
const KEPT_PAGE_COOKIES: ReadonlySet<string> = new Set([...MARKET_COOKIE_NAMES, SESSION_COOKIE]);

/** True when an answer's Set-Cookie lines only carry cookies a kept guest page may have set. */
export const setsNoPersonalCookie = (lines: readonly string[]): boolean =>
  lines.every((line) => KEPT_PAGE_COOKIES.has(line.slice(0, line.indexOf('=')).trim()));
