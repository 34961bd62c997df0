import type { RedirectStatus } from '@shop/domain';

/**
 * One registered redirect, named as the seo-redirection call answers it (spec 2 §7: sourceUrl →
 * redirectionCode, targetURL). 301 for SEO-registered moves, 308 where the registry only restates
 * the default permanent redirect (the alternative home slug).
 */
export interface SeoRedirectionRule {
  readonly sourceUrl: string;
  readonly targetURL: string;
  readonly redirectionCode: RedirectStatus;
}
