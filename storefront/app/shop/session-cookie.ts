import { SESSION_COOKIE } from '../../server/page-cache/guest-request';

// The backend's session cookie, named once for the storefront where the guest page cache decides
// who is a guest (the server cannot import the app; the app can import the server's rules).

const SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** The request's Cookie header carries a session (a cart, a customer or an earlier anonymous one). */
export const sendsSession = (cookieHeader: string | null): boolean => SENT.test(cookieHeader ?? '');

/** A Set-Cookie line that gives the shopper a session. */
export const setsSession = (line: string): boolean => line.trimStart().startsWith(`${SESSION_COOKIE}=`);

/**
 * Whether the backend's session cookies reach the shopper. A page view of a shopper without a
 * session stores nothing in the anonymous session the backend opens for the page's own calls, so
 * it is not handed on: the shopper stays a guest whose pages the guest page cache serves (issue
 * 21) until a form post or a call from the browser stores something (a cart line, a sign-in).
 */
export const handsOnNewSession = (method: string, cookieHeader: string | null): boolean =>
  (method !== 'GET' && method !== 'HEAD') || sendsSession(cookieHeader);
