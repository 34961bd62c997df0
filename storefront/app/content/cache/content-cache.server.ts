import type { ContentDocument, ContentKind } from '../content-document';
import { blockTypesOf } from '../blocks/block-tree';
import { TaggedTtlCache } from './tagged-ttl-cache';

/** CMS documents change by editors' hands, not per request: five minutes, as the backend's own content cache. */
export const CONTENT_CACHE_TTL_MS = 5 * 60_000;
/** 28 locales × a few dozen documents fit; more is a CMS that should sit behind a CDN instead. */
export const CONTENT_CACHE_MAX_ENTRIES = 1_000;

/** The CMS's page slugs of a locale (GET /api/content/pages), so a path can be told to be a CMS page. */
export interface ContentPageList {
  readonly pageSlugs: readonly string[];
}

/** Documents by `pages/home-sk-SK`, and each locale's page list by `page-list/lt-LT`: /cache-invalidate drops both. */
export const contentCache = new TaggedTtlCache<ContentDocument | ContentPageList>({ maxEntries: CONTENT_CACHE_MAX_ENTRIES, ttlMs: CONTENT_CACHE_TTL_MS });

/** The tag every page list carries (POST /component-cache/invalidate-tag?tag=page-list drops them all). */
export const PAGE_LIST_TAG = 'page-list';
export const pageListCacheKey = (locale: string): string => `${PAGE_LIST_TAG}/${locale}`;

export const contentCacheKey = (kind: ContentKind, file: string): string => `${kind}/${file}`;

/**
 * The tags a cached document can be dropped by (POST /component-cache/invalidate-tag): its key as
 * asked (`privacy-data-de-CH`, also with the kind: `pages/privacy-data-de-CH`), the CMS's own key
 * when an alias answered it (`privacy-de-CH`), and every block type it holds (`hero`), so an
 * editor who changed a shared block can drop the pages that show it.
 */
export function contentCacheTags(kind: ContentKind, file: string, document: ContentDocument): string[] {
  const tags = new Set<string>([file, `${kind}/${file}`]);
  if (document.slug && document.locale) {
    const own = `${document.slug}-${document.locale}`;
    tags.add(own);
    tags.add(`${kind}/${own}`);
  }
  for (const type of blockTypesOf(document.blocks)) tags.add(type);
  return [...tags];
}
