import { randomBytes } from 'node:crypto';
import { thirdPartyConfig } from '../layout/chrome.server';
import { thirdPartySources } from '../layout/third-party-sources';
import { policyFor, type PolicySources } from './content-security-policy';

/** What every page loads from other origins, decided once from the configuration. */
const SITE_SOURCES: readonly PolicySources[] = [thirdPartySources(thirdPartyConfig)];
const sitePolicy = policyFor(SITE_SOURCES);

/**
 * A page that needs more names it through its route's `handle.pageSources` (the payment step's
 * Drop-in: app/checkout/adyen/adyen-page-policy.ts), and only that page's document gets it: no
 * other page allows the payment provider. A client-side navigation keeps the policy of the
 * document it started in, so such a page must be entered by a document load (the payment route's
 * clientLoader makes every way in one). A process sees a handful of such source sets (one per
 * environment and wallet mix): each policy is joined once.
 */
const pagePolicies = new Map<string, (nonce: string) => string>();
const MAX_PAGE_POLICIES = 32;

function policyWith(pageSources: readonly PolicySources[]): (nonce: string) => string {
  if (pageSources.length === 0) return sitePolicy;
  const key = JSON.stringify(pageSources);
  let policy = pagePolicies.get(key);
  if (!policy) {
    policy = policyFor([...SITE_SOURCES, ...pageSources]);
    if (pagePolicies.size >= MAX_PAGE_POLICIES) pagePolicies.clear();
    pagePolicies.set(key, policy);
  }
  return policy;
}

/** A fresh nonce for one page answer: 128 bits from the system's random source, base64. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The security headers of an HTML page (nosniff, as on every answer, comes from the server: server/nosniff.ts). X-Frame-Options repeats `frame-ancestors 'none'` for
 * browsers without CSP level 2. The referrer keeps the shop's origin on cross-site requests
 * (the trust widget checks it), never a path that could hold a search or an order number.
 */
export function pageSecurityHeaders(nonce: string, pageSources: readonly PolicySources[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': policyWith(pageSources)(nonce),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
