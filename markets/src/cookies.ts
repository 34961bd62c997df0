/** A cookie the market layer writes. Max-Age is in seconds, as in the Set-Cookie header. */
export interface MarketCookie {
  readonly name: string;
  readonly maxAgeSeconds: number;
  readonly path: '/';
  readonly sameSite: 'lax';
}

const DAY_SECONDS = 86_400;
/** The spec's year constant (31536000 s), i.e. 365 days. */
const YEAR_SECONDS = 31_536_000;

// The spec states path and SameSite only for the locale cookie; the others are read on the same
// top-level navigations, so they get the same attributes.
const cookie = (name: string, maxAgeSeconds: number): MarketCookie => ({ name, maxAgeSeconds, path: '/', sameSite: 'lax' });

export const LOCALE_COOKIE = cookie('locale', 365 * DAY_SECONDS);
export const COUNTRY_COOKIE = cookie('country', YEAR_SECONDS);
export const LANGUAGE_COUNTRY_COOKIE = cookie('language-country', YEAR_SECONDS);
export const STORE_COOKIE = cookie('store', YEAR_SECONDS);
export const CURRENCY_COOKIE = cookie('currency', YEAR_SECONDS);

export const MARKET_COOKIES: readonly MarketCookie[] = [
  LOCALE_COOKIE,
  COUNTRY_COOKIE,
  LANGUAGE_COUNTRY_COOKIE,
  STORE_COOKIE,
  CURRENCY_COOKIE,
];
