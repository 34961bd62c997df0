import { withoutQuestionMark } from './query-codec.js';
import { sameSitePath } from './same-site-path.js';

/** Spec 1 §2, spec 2 §9: permanent redirects are 308, SEO-registered ones carry their own code (301). */
export const DEFAULT_REDIRECT_STATUS = 308;
export const SEO_REDIRECT_STATUS = 301;

export type RedirectStatus = 301 | 308;

/** The SEO registry's answer for the requested URL (spec 2 §7: targetURL, redirectionCode). */
export interface SeoRedirect {
  readonly targetUrl: string;
  readonly code: RedirectStatus;
}

export interface SeoTarget {
  readonly path: string;
  readonly query: string;
}

/**
 * The registry's target split for normalisation when it is a path on this site; undefined for an
 * absolute target, which the registry (trusted, unlike a query parameter) may point anywhere and is
 * used as given. Reading chosen: the request's query travels along only when the target has none
 * of its own (campaign parameters survive a moved page, the registry can still replace them).
 */
export function seoTargetOnSite(seo: SeoRedirect, requestQuery: string): SeoTarget | undefined {
  const onSite = sameSitePath(seo.targetUrl);
  if (onSite === undefined) return undefined;
  const [beforeFragment = ''] = onSite.split('#');
  const questionMark = beforeFragment.indexOf('?');
  if (questionMark < 0) return { path: beforeFragment, query: withoutQuestionMark(requestQuery) };
  return { path: beforeFragment.slice(0, questionMark), query: beforeFragment.slice(questionMark + 1) };
}
