import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { LOCALE_CODES, type LocaleCode } from '@shop/markets';
import { ShopCache } from '../cache/shop-cache.js';
import { contentFileName, type ContentDocument, type ContentKey, type ContentKind } from './content-document.js';
import { parseContentFile } from './content-key.js';
import { CONTENT_SOURCE, type ContentSource } from './content-source.js';
import { canonicalPageSlug, pageRouteSlugs } from './page-slug-aliases.js';

/** The answer of a CMS content call (spec 2 §7: "returning content"). */
export interface ContentAnswer {
  readonly content: ContentDocument;
}

/** GET /api/content/pages: the page slugs of each locale asked for. */
export interface PageListAnswer {
  readonly pages: Partial<Record<LocaleCode, readonly string[]>>;
}

/** Thrown inside the cached load so that "no such document" is never cached (ShopCache caches only loads that succeed). */
class NoContent extends Error {}

/**
 * CMS documents by key, cached per document ('content' cache). An invalid key, whether
 * malformed or simply unknown, is logged at info level and answers no content (spec 1 §2, spec 2
 * §8): the body always carries `content: null`, so the storefront shows nothing, and the status
 * says which case it was: 400 for a key that cannot name a document, 404 for one that names none.
 */
@Injectable()
export class ContentService {
  private readonly logger = new Logger(ContentService.name);

  constructor(
    @Inject(CONTENT_SOURCE) private readonly source: ContentSource,
    private readonly cache: ShopCache,
  ) {}

  async document(kind: ContentKind, file: string): Promise<ContentAnswer> {
    const parsed = parseContentFile(kind, file);
    if (!parsed.ok) {
      this.logInvalid(kind, file, parsed.reason);
      throw new BadRequestException({ statusCode: 400, message: `Invalid CMS key ${JSON.stringify(file)}: ${parsed.reason}`, content: null });
    }
    const key: ContentKey = kind === 'pages' ? { ...parsed.key, slug: canonicalPageSlug(parsed.key.slug) } : parsed.key;
    const content = await this.cached(key);
    if (content === undefined) {
      this.logInvalid(kind, file, 'no such document');
      throw new NotFoundException({ statusCode: 404, message: `No CMS content for ${kind}/${contentFileName(key)}`, content: null });
    }
    return { content };
  }

  /**
   * The slugs the pages call answers in each locale (one, or all): the source's own names and the
   * route aliases of spec 1 §2 (privacy-data for privacy), sorted. Not cached: the storefront keeps
   * the list in its content cache, and a page file added to CONTENT_DIR should be listed at once.
   */
  async pageList(locale?: LocaleCode): Promise<PageListAnswer> {
    const locales = locale === undefined ? LOCALE_CODES : [locale];
    const lists = await Promise.all(locales.map(async (code) => {
      const slugs = new Set((await this.source.pageSlugs(code)).flatMap(pageRouteSlugs));
      return [code, [...slugs].sort()] as const;
    }));
    return { pages: Object.fromEntries(lists) };
  }

  private async cached(key: ContentKey): Promise<ContentDocument | undefined> {
    try {
      return await this.cache.wrap('content', `${key.kind}/${contentFileName(key)}`, async () => {
        const found = await this.source.document(key);
        if (found === undefined) throw new NoContent();
        return found;
      });
    } catch (error) {
      if (error instanceof NoContent) return undefined;
      throw error;
    }
  }

  private logInvalid(kind: ContentKind, file: string, reason: string): void {
    // JSON.stringify: the key is the client's text, and must not be able to write lines into the log.
    this.logger.log(`Invalid CMS key ${kind}/${JSON.stringify(file).slice(0, 200)} (${reason}): no content`);
  }
}
