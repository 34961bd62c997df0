import { describe, expect, it } from '@jest/globals';
import { allowsTracking, consentCookie, consentFromEvent, grantedConsent } from './consent';

describe('consent', () => {
  it('grants nothing without the cookie', () => {
    expect(allowsTracking(grantedConsent(''))).toBe(false);
    expect(allowsTracking(grantedConsent('locale=de-DE; shop_session=abc'))).toBe(false);
  });
  it('reads the categories the cookie holds', () => {
    expect([...grantedConsent('locale=de-DE; shop_consent=analytics.marketing')]).toEqual(['analytics', 'marketing']);
    expect(allowsTracking(grantedConsent('shop_consent=marketing'))).toBe(false);
    expect(allowsTracking(grantedConsent('shop_consent=none'))).toBe(false);
  });
  it('takes only categories set to true from a consent event', () => {
    expect([...consentFromEvent({ analytics: true, marketing: 'yes' })]).toEqual(['analytics']);
    expect([...consentFromEvent(null)]).toEqual([]);
  });
  it('writes a cookie that reads back the same, for a year', () => {
    const cookie = consentCookie(new Set(['analytics'] as const));
    expect(cookie).toBe('shop_consent=analytics; Max-Age=31536000; Path=/; SameSite=Lax');
    expect([...grantedConsent(cookie.split(';')[0]!)]).toEqual(['analytics']);
    expect(consentCookie(new Set())).toMatch(/^shop_consent=none;/);
  });
});
