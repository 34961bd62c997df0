import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { CallSession } from './call-session.js';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from './session-cookie.js';
import { newAnonymousSession, parseSessionData, type SessionData } from './session-data.js';

const sessions = new WeakMap<Request, CallSession>();

/** The session the middleware established for this request (the call controller reads it). */
export function sessionOf(request: Request): CallSession | undefined {
  return sessions.get(request);
}

/** Sets the cookie, replacing any value this response already carries, so the client sees one. */
function writeSessionCookie(response: Response, data: SessionData): void {
  const existing = response.getHeader('Set-Cookie');
  const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  const others = previous.filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (others.length) response.setHeader('Set-Cookie', others);
  else response.removeHeader('Set-Cookie');
  response.cookie(SESSION_COOKIE_NAME, data, sessionCookieOptions());
}

/**
 * Runs after cookie-parser (which verifies the signature with SESSION_SECRET and puts only
 * verified values in `signedCookies`; a tampered one arrives as `false`). A request without a
 * valid session gets a new anonymous one, set on the response at once so even a failing first
 * call leaves the shopper with an id. An unsigned cookie of the same name sits in `cookies`, not
 * `signedCookies`, so it is never read: a forged session is replaced, never trusted.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction): void {
    const signed = (request.signedCookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE_NAME];
    const existing = parseSessionData(signed);
    const session = new CallSession(existing ?? newAnonymousSession(), (data) => writeSessionCookie(response, data));
    if (!existing) writeSessionCookie(response, session.current);
    sessions.set(request, session);
    next();
  }
}
