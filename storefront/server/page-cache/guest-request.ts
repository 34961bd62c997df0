import { MARKET_COOKIES } from '@shop/markets';
import { parse as parseCookies } from 'cookie';

/** The backend's session cookie (backend/src/api/session-cookie.ts). */
export const SESSION_COOKIE = 'shop_session';

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
  // language other than the one the page was rendered in. The market cookies' values are in it
  // too: they decide which market cookies the answer sets (those that differ), replayed on a hit.
  const acceptLanguage = String(request.headers['accept-language'] ?? '').replace(/\s+/g, '').toLowerCase();
  const marketCookies = MARKET_COOKIES.map((cookie) => cookies[cookie.name] ?? '').join('|');
  return `${origin}\n${marketCookies}\n${acceptLanguage}\n${request.url}`;
}

/**
 * Cookies a guest page's answer may set and still be kept: the market cookies, which follow
 * host, language and the market cookies sent (all in the key), so they are the same for every
 * guest of the key and are replayed with the page; and the session cookie, not kept. A guest
 * request carries no session (guestPageKey), so a session cookie on its answer is a new, empty
 * anonymous one the backend issued for the page's own calls (every call without a session gets
 * one): nothing the page shows depends on it. Any other cookie makes the page personal.
 */
export function keptCookies(lines: readonly string[]): readonly string[] | undefined {
  const named = lines.map((line) => ({ line, name: line.slice(0, line.indexOf('=')).trim() }));
  if (!named.every(({ name }) => MARKET_COOKIE_NAMES.has(name) || name === SESSION_COOKIE)) return undefined;
  return named.filter(({ name }) => MARKET_COOKIE_NAMES.has(name)).map(({ line }) => line);
}
