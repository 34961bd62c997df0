import type { LocaleCode } from '@shop/markets';
import type { ContentDocument, ContentKey } from './content-document.js';
import type { SeoRedirectionRule } from './seo/seo-redirection-rule.js';

/** Injection token of the ContentSource in use (the demo documents, or CONTENT_DIR). */
export const CONTENT_SOURCE = Symbol('ContentSource');

/**
 * Where CMS documents and SEO redirections come from. The service in front of it validates the
 * key, caches and logs, so a source only answers well-formed questions about known locales and
 * says "none" (undefined) for what it does not have; it throws only when it is itself broken.
 */
export interface ContentSource {
  /** For logs and the start-up line: 'demo', 'directory /srv/content'. */
  readonly description: string;
  document(key: ContentKey): Promise<ContentDocument | undefined>;
  /** The slugs of the pages it has in a locale (as it names them, without aliases), in any order. */
  pageSlugs(locale: LocaleCode): Promise<readonly string[]>;
  seoRedirections(): Promise<readonly SeoRedirectionRule[]>;
}
