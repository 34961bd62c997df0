import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** How many verified cookie values a process remembers: about one per active shopper. */
const REMEMBERED_VALUES = 20_000;

const SIGNED_PREFIX = 's:';

/**
 * Verifies the session cookie that Nest signs on issue (`setCookie(…, { signed: true })` with the
 * application's `cookies.secret`): `s:<value>.<base64 HMAC-SHA256 without padding>`.
 *
 * A returning shopper sends the same cookie on every call, and an HMAC per call is a measurable
 * share of a cart update, so a value whose signature verified is remembered (bounded, least
 * recently used forgotten first). The signature depends only on the value and the secret, so a
 * remembered value stays valid for the life of the process; only values that verified are ever
 * remembered, so a forged or tampered cookie is checked, and refused, every time.
 */
export class SessionCookieVerifier {
  private readonly verified = new LRUCache<string, string>({ max: REMEMBERED_VALUES });

  constructor(private readonly secret: string) {}

  /** The value the cookie carries when its signature is this secret's; undefined otherwise. */
  unsign(cookie: string | undefined): string | undefined {
    if (cookie === undefined) return undefined;
    const remembered = this.verified.get(cookie);
    if (remembered !== undefined) return remembered;
    const value = this.verify(cookie);
    if (value !== undefined) this.verified.set(cookie, value);
    return value;
  }

  /** The signature check itself (an HMAC); protected so a spec can count how often it runs. */
  protected verify(cookie: string): string | undefined {
    const signed = cookie.startsWith(SIGNED_PREFIX) ? cookie.slice(SIGNED_PREFIX.length) : cookie;
    const dot = signed.lastIndexOf('.');
    if (dot === -1) return undefined;
    const value = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', this.secret).update(value).digest('base64').replace(/=+$/, ''));
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
  }
}
