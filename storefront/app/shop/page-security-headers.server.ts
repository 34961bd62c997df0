import { randomBytes } from 'node:crypto';
import { thirdPartyConfig } from '../layout/chrome.server';
import { thirdPartySources } from '../layout/third-party-sources';
import { policyFor, type PolicySources } from './content-security-policy';

/**
 * What the site's pages load from other origins, decided once from the configuration. A page
 * that needs more (the payment step's provider) adds its sources here rather than on its own
 * route: a client-side navigation keeps the policy of the document it started in, so a policy
 * that varied by route would block the page whenever the shopper arrived by a link.
 */
const SITE_SOURCES: readonly PolicySources[] = [thirdPartySources(thirdPartyConfig)];
const sitePolicy = policyFor(SITE_SOURCES);

/** A fresh nonce for one page answer: 128 bits from the system's random source, base64. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The security headers of an HTML page (nosniff, as on every answer, comes from the server: server/nosniff.ts). X-Frame-Options repeats `frame-ancestors 'none'` for
 * browsers without CSP level 2. The referrer keeps the shop's origin on cross-site requests
 * (the trust widget checks it), never a path that could hold a search or an order number.
 */
export function pageSecurityHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': sitePolicy(nonce),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
