import { DEFAULT_REDIRECT_STATUS, SEO_REDIRECT_STATUS } from '@shop/domain';
import type { SeoRedirectionRule } from './seo-redirection-rule.js';
import { isRedirectTarget, sourcePathKey } from './source-path.js';

export interface SeoRedirectionTable {
  /** The redirect registered for a URL, chains already followed to their end; undefined when none. */
  lookup(sourceUrl: string): SeoRedirectionRule | undefined;
  readonly size: number;
  /** Rows left out, with why: the caller logs them (a registry edited by hand has typos). */
  readonly problems: readonly string[];
}

const REDIRECT_CODES: readonly number[] = [SEO_REDIRECT_STATUS, DEFAULT_REDIRECT_STATUS];

/**
 * Indexes the registry by source path. A row pointing at another registered source is followed to
 * the last target, so the shopper is redirected once, with the first row's code; a loop, a row
 * redirecting to itself, a second row for one source or a malformed row is left out and reported.
 */
export function compileSeoRedirections(rows: readonly unknown[]): SeoRedirectionTable {
  const problems: string[] = [];
  const direct = new Map<string, SeoRedirectionRule>();
  for (const [index, row] of rows.entries()) {
    const rule = row as Partial<SeoRedirectionRule> | null;
    const source = typeof rule?.sourceUrl === 'string' ? sourcePathKey(rule.sourceUrl) : undefined;
    const target = rule?.targetURL;
    if (source === undefined) problems.push(`row ${index}: sourceUrl is not a site path`);
    else if (typeof target !== 'string' || !isRedirectTarget(target)) problems.push(`row ${index}: targetURL is not a site path or http(s) URL`);
    else if (!REDIRECT_CODES.includes(rule?.redirectionCode as number)) problems.push(`row ${index}: redirectionCode must be 301 or 308`);
    else if (sourcePathKey(target) === source && !/^https?:/i.test(target)) problems.push(`row ${index}: ${source} redirects to itself`);
    else if (direct.has(source)) problems.push(`row ${index}: ${source} is registered twice, the first row wins`);
    else direct.set(source, { sourceUrl: source, targetURL: target, redirectionCode: rule?.redirectionCode as SeoRedirectionRule['redirectionCode'] });
  }

  const resolved = new Map<string, SeoRedirectionRule>();
  for (const [source, rule] of direct) {
    const seen = new Set([source]);
    let target = rule.targetURL;
    let next = target.startsWith('/') ? direct.get(sourcePathKey(target) ?? '') : undefined;
    while (next !== undefined && !seen.has(next.sourceUrl)) {
      seen.add(next.sourceUrl);
      target = next.targetURL;
      next = target.startsWith('/') ? direct.get(sourcePathKey(target) ?? '') : undefined;
    }
    if (next !== undefined) problems.push(`${source} is part of a redirect loop`);
    else resolved.set(source, { ...rule, targetURL: target });
  }

  return {
    lookup: (sourceUrl) => {
      const key = sourcePathKey(sourceUrl);
      return key === undefined ? undefined : resolved.get(key);
    },
    size: resolved.size,
    problems,
  };
}
