import type { LocaleCode } from '@shop/markets';
import type { ContentDocument, ContentKey } from '../content-document.js';
import type { ContentSource } from '../content-source.js';
import type { SeoRedirectionRule } from '../seo/seo-redirection-rule.js';
import { demoDocument, demoSlugs } from './demo-documents.js';
import { DEMO_SEO_REDIRECTIONS } from './demo-redirections.js';

/**
 * The demo shop's content, written from templates on demand: every page in every locale of
 * @shop/markets, in its language, with the market's amounts from domain's rules.
 */
export class DemoContentSource implements ContentSource {
  readonly description = 'the demo documents (set CONTENT_DIR to serve a directory)';

  async document(key: ContentKey): Promise<ContentDocument | undefined> {
    return demoDocument(key.kind, key.slug, key.locale);
  }

  async pageSlugs(locale: LocaleCode): Promise<readonly string[]> {
    return demoSlugs(locale).pages;
  }

  async seoRedirections(): Promise<readonly SeoRedirectionRule[]> {
    return DEMO_SEO_REDIRECTIONS;
  }
}
