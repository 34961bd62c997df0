import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { CACHE_POLICIES } from '../../cache/cache-policies.js';
import { CONTENT_SOURCE, type ContentSource } from '../content-source.js';
import type { SeoRedirectionRule } from './seo-redirection-rule.js';
import { compileSeoRedirections, type SeoRedirectionTable } from './seo-redirection-table.js';
import { sourcePathKey } from './source-path.js';

/** What the seo-redirection call answers (spec 2 §7). */
export type SeoRedirectionAnswer = Pick<SeoRedirectionRule, 'redirectionCode' | 'targetURL'>;

/**
 * The SEO registry. The storefront asks on every page request, so the whole table is held in
 * process (one Map lookup per request, no cache round trip) and reloaded from the source after
 * the content cache's TTL: an edited registry is live within the same time as edited pages.
 */
@Injectable()
export class SeoRedirectionService {
  private readonly logger = new Logger(SeoRedirectionService.name);
  private table: { readonly loaded: Promise<SeoRedirectionTable>; readonly at: number } | undefined;

  constructor(@Inject(CONTENT_SOURCE) private readonly source: ContentSource) {}

  /** The registered redirect; 400 for a sourceUrl that is no URL of this site, 404 when none is registered. */
  async redirectionFor(sourceUrl: string): Promise<SeoRedirectionAnswer> {
    if (sourcePathKey(sourceUrl) === undefined) {
      throw new BadRequestException('sourceUrl must be a path starting with "/" or an absolute http(s) URL, percent-encoded');
    }
    const rule = (await this.currentTable()).lookup(sourceUrl);
    if (rule === undefined) throw new NotFoundException(`No SEO redirection is registered for ${JSON.stringify(sourceUrl)}`);
    return { redirectionCode: rule.redirectionCode, targetURL: rule.targetURL };
  }

  private currentTable(): Promise<SeoRedirectionTable> {
    const now = Date.now();
    if (this.table === undefined || now - this.table.at >= CACHE_POLICIES.content.ttlMs) {
      const loaded = this.load();
      this.table = { loaded, at: now };
      // A failed load is not kept: the next request tries again.
      loaded.catch(() => {
        if (this.table?.loaded === loaded) this.table = undefined;
      });
    }
    return this.table.loaded;
  }

  private async load(): Promise<SeoRedirectionTable> {
    const table = compileSeoRedirections(await this.source.seoRedirections());
    for (const problem of table.problems) this.logger.warn(`SEO redirection left out: ${problem}`);
    return table;
  }
}
