import type { CookieOptions } from 'express';

/** Name of the signed session cookie. */
export const SESSION_COOKIE_NAME = 'shop_session';

/** The spec's month (2592000 s): an anonymous cart survives closing the browser. */
const SESSION_MAX_AGE_MS = 2_592_000 * 1000;

/**
 * Signed (tamper-evident: cookie-parser drops a value whose signature fails), httpOnly (page
 * scripts cannot read the cart id), SameSite=Lax (not sent on cross-site subrequests), the whole
 * site; Secure in production, where the shop is only served over HTTPS.
 */
export const sessionCookieOptions = (env: Readonly<Record<string, string | undefined>> = process.env): CookieOptions => ({
  signed: true,
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: SESSION_MAX_AGE_MS,
  secure: env['NODE_ENV'] === 'production',
});
