/**
 * The shopper's consent to tracking, as the storefront remembers it. A consent manager (loaded
 * from CONSENT_MANAGER_URL) reports a choice by dispatching
 * `window.dispatchEvent(new CustomEvent('shop:consent', { detail: { analytics: true, marketing: false } }))`;
 * the choice is kept in a first-party cookie so the next pages know it before the manager loads.
 */
export const CONSENT_EVENT = 'shop:consent';
export const CONSENT_COOKIE = 'shop_consent';
/** Spec 1 §9's year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 31_536_000;

export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories granted in a Cookie header or `document.cookie` (none when absent or malformed). */
export function grantedConsent(cookies: string): Set<ConsentCategory> {
  const pair = cookies.split(/;\s*/).find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  const value = decodeURIComponent(pair?.slice(CONSENT_COOKIE.length + 1) ?? '');
  return new Set(CONSENT_CATEGORIES.filter((category) => value.split('.').includes(category)));
}

/** The categories a consent event grants: only those set to `true`. */
export function consentFromEvent(detail: unknown): Set<ConsentCategory> {
  const record = detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {};
  return new Set(CONSENT_CATEGORIES.filter((category) => record[category] === true));
}

export function consentCookie(granted: ReadonlySet<ConsentCategory>): string {
  const value = CONSENT_CATEGORIES.filter((category) => granted.has(category)).join('.') || 'none';
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** The tag manager and the survey track the shopper: they need the analytics consent. */
export const allowsTracking = (granted: ReadonlySet<ConsentCategory>): boolean => granted.has('analytics');
