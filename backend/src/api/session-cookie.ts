import type { CookieSerializeOptions } from '@nestjs/common';
import { parseSessionData, type SessionData } from './session-data.js';

/** Name of the signed session cookie. */
export const SESSION_COOKIE_NAME = 'shop_session';

/** The spec's month (2592000 s): an anonymous cart survives closing the browser. */
const SESSION_MAX_AGE_SECONDS = 2_592_000;

/**
 * Signed (Nest's `cookies.secret`: a value whose signature fails is never read), httpOnly (page
 * scripts cannot read the cart id), SameSite=Lax (not sent on cross-site subrequests), the whole
 * site; Secure when the request came over TLS, so the browser never sends the session over
 * plain HTTP.
 *
 * Reading chosen: `overTls` is Fastify's `request.protocol === 'https'`: the connection's own
 * TLS, or a gateway's X-Forwarded-Proto only when the peer is a trusted proxy (TRUST_PROXY; a
 * client cannot talk the server into or out of it). And always Secure when NODE_ENV=production,
 * where the shop is only served over HTTPS: a gateway whose TRUST_PROXY was forgotten must not
 * turn the flag off.
 */
export const sessionCookieOptions = (
  { overTls, expiresAt }: { readonly overTls: boolean; readonly expiresAt?: number | undefined },
  env: Readonly<Record<string, string | undefined>> = process.env,
): CookieSerializeOptions => ({
  signed: true,
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  // A session with an end (a social sign-in's day) is kept by the browser no longer than that.
  maxAge: expiresAt === undefined ? SESSION_MAX_AGE_SECONDS : Math.max(0, Math.min(SESSION_MAX_AGE_SECONDS, expiresAt - Math.floor(Date.now() / 1000))),
  secure: overTls || env['NODE_ENV'] === 'production',
});

/*
 * The value is 'j:' + JSON, the form cookie-parser gave JSON cookies, and the signature is the
 * same HMAC-SHA256 `s:value.signature`: sessions issued before the move to Nest's built-in
 * cookies (ADR 8) stay valid.
 */
const JSON_PREFIX = 'j:';

export const encodeSessionCookie = (data: SessionData): string => `${JSON_PREFIX}${JSON.stringify(data)}`;

/** The session in a verified cookie value; undefined when it is not one of ours in a known shape. */
export function decodeSessionCookie(value: string | undefined): SessionData | undefined {
  if (value === undefined || !value.startsWith(JSON_PREFIX)) return undefined;
  try {
    return parseSessionData(JSON.parse(value.slice(JSON_PREFIX.length)));
  } catch {
    return undefined;
  }
}
