import { describe, expect, it } from '@jest/globals';
// The signer Nest issues the cookie with (setCookie … { signed: true }): what is verified here
// is exactly what the call controller hands out.
import { CookieSigner } from '@nestjs/core/helpers/cookies/cookie-signer.js';
import { SessionCookieVerifier } from './session-cookie-verifier.js';

const SECRET = 'verifier-spec-secret';
const nest = new CookieSigner(SECRET);
const session = 'j:{"anonymousId":"a1","cartId":"c1"}';

/** Counts the signature checks (HMACs) the verifier actually runs. */
class CountingVerifier extends SessionCookieVerifier {
  checks = 0;
  protected override verify(cookie: string): string | undefined {
    this.checks++;
    return super.verify(cookie);
  }
}

describe('SessionCookieVerifier: the signed session cookie, verified once per value', () => {
  it('reads what Nest signed with the same secret, with or without the s: prefix', () => {
    const verifier = new SessionCookieVerifier(SECRET);
    const signed = nest.sign(session);
    expect(signed.startsWith('s:')).toBe(true);
    expect(verifier.unsign(signed)).toBe(session);
    expect(verifier.unsign(signed.slice(2))).toBe(session);
  });

  it.each([
    ['another secret', new CookieSigner('another-secret').sign(session)],
    ['a changed value', nest.sign(session).replace('c1', 'c2')],
    ['a changed signature', `${nest.sign(session).slice(0, -1)}A`],
    ['no signature', `s:${session}`],
    ['an unsigned value', session],
    ['an empty value', ''],
  ])('refuses %s', (_case, cookie) => {
    expect(new SessionCookieVerifier(SECRET).unsign(cookie)).toBeUndefined();
  });

  it('is undefined without a cookie', () => {
    expect(new SessionCookieVerifier(SECRET).unsign(undefined)).toBeUndefined();
  });

  it('computes the HMAC once for a value that verified, and every time for one that did not', () => {
    const verifier = new CountingVerifier(SECRET);
    const genuine = nest.sign(session);
    const forged = genuine.replace('c1', 'c9');
    for (let i = 0; i < 3; i++) expect(verifier.unsign(genuine)).toBe(session);
    expect(verifier.checks).toBe(1);
    for (let i = 0; i < 3; i++) expect(verifier.unsign(forged)).toBeUndefined();
    expect(verifier.checks).toBe(4);
  });

  it('forgets the least recently used values beyond its bound, and verifies them again', () => {
    const verifier = new CountingVerifier(SECRET);
    const first = nest.sign('j:{"anonymousId":"first"}');
    const recent = nest.sign('j:{"anonymousId":"recent"}');
    verifier.unsign(first);
    verifier.unsign(recent);
    for (let i = 0; i < 19_999; i++) verifier.unsign(nest.sign(`j:{"anonymousId":"s${i}"}`));
    verifier.checks = 0;
    expect(verifier.unsign(recent)).toBe('j:{"anonymousId":"recent"}');
    expect(verifier.checks).toBe(0);
    expect(verifier.unsign(first)).toBe('j:{"anonymousId":"first"}');
    expect(verifier.checks).toBe(1);
  });
});
