// Nest's own signer (not re-exported from @nestjs/core's index): the one it signs the cookie with.
import { CookieSigner } from '@nestjs/core/helpers/cookies/cookie-signer.js';
import { LRUCache } from 'lru-cache';

/** How many verified cookie values a process remembers: about one per active shopper. */
const REMEMBERED_VALUES = 20_000;

/**
 * Verifies the session cookie that Nest signs on issue (`setCookie(…, { signed: true })` with the
 * application's `cookies.secret`), with Nest's own signer.
 *
 * A returning shopper sends the same cookie on every call, and an HMAC per call is a measurable
 * share of a cart update, so a value whose signature verified is remembered (bounded, least
 * recently used forgotten first). The signature depends only on the value and the secret, so a
 * remembered value stays valid for the life of the process; only values that verified are ever
 * remembered, so a forged or tampered cookie is checked, and refused, every time.
 */
export class SessionCookieVerifier {
  private readonly verified = new LRUCache<string, string>({ max: REMEMBERED_VALUES });
  private readonly signer: CookieSigner;

  constructor(secret: string) {
    this.signer = new CookieSigner(secret);
  }

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
    return this.signer.unsign(cookie);
  }
}
