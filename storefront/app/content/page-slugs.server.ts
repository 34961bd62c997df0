import type { BackendClient } from '../shop/backend.server';
import { contentCache, PAGE_LIST_TAG, pageListCacheKey } from './cache/content-cache.server';

/** A CMS slug as the backend's keys allow it (lower-case words joined by '-' or '_'). */
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;
/** More pages than this in one locale is not a list the URL rules should scan per request. */
export const MAX_PAGE_SLUGS = 2_000;

/** The slugs of an answer's list that can name a page; anything else is left out. */
export function readPageSlugs(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const slugs = value.filter((slug): slug is string => typeof slug === 'string' && slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug));
  return [...new Set(slugs)].slice(0, MAX_PAGE_SLUGS);
}

/** The last list each locale had: a backend that cannot answer for a moment must not turn /faq/ into a category. */
const lastKnown = new Map<string, readonly string[]>();

/**
 * The CMS's page slugs of a locale (GET /api/content/pages?locale=), through the content cache
 * (5 minutes, dropped by /cache-invalidate or the `page-list` tag). They tell the URL rules that
 * a one-segment path is a CMS page, not a category (LT's native routing would send /faq/ to
 * /c/faq/). When the backend fails, the locale's last list answers, or none before the first.
 */
export async function contentPageSlugs(backend: Pick<BackendClient, 'get'>, locale: string): Promise<readonly string[]> {
  try {
    const list = await contentCache.wrap(pageListCacheKey(locale), async () => {
      const answer = await backend.get<{ pages?: Record<string, unknown> } | undefined>('/api/content/pages', { locale });
      const pageSlugs = readPageSlugs(answer?.pages?.[locale]);
      return { value: { pageSlugs }, tags: [PAGE_LIST_TAG, pageListCacheKey(locale)] };
    });
    if (list && 'pageSlugs' in list) {
      lastKnown.set(locale, list.pageSlugs);
      return list.pageSlugs;
    }
  } catch (error) {
    console.warn(`CMS page list of ${locale} unavailable, its last known list is used: ${(error as Error).message}`);
  }
  return lastKnown.get(locale) ?? [];
}
