import type { ContentBlock, ContentDocument } from '../../content-document.js';
import type { DemoLocale } from '../demo-locale.js';

/** Pages that only make sense after an action (confirm, unsubscribe) are kept out of search engines. */
export type Robots = 'index, follow' | 'noindex, nofollow';

/** A demo page: its key, title and meta for the page head, and its blocks. */
export function pageDocument(
  l: DemoLocale,
  slug: string,
  title: string,
  description: string,
  blocks: readonly ContentBlock[],
  robots: Robots = 'index, follow',
): ContentDocument {
  return { slug, locale: l.locale, title, meta: { title, description, robots }, blocks };
}

/** A demo component (footer, banners): shared by pages, so no title or meta of its own. */
export const componentDocument = (l: DemoLocale, slug: string, blocks: readonly ContentBlock[]): ContentDocument => ({
  slug, locale: l.locale, blocks,
});
