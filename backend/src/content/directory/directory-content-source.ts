import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { LocaleCode } from '@shop/markets';
import { contentFileName, type ContentDocument, type ContentKey } from '../content-document.js';
import { parseContentFile } from '../content-key.js';
import type { ContentSource } from '../content-source.js';
import type { SeoRedirectionRule } from '../seo/seo-redirection-rule.js';
import { checkContentDocument } from './content-document-check.js';

/** The registry file inside the content directory: a JSON list of { sourceUrl, targetURL, redirectionCode }. */
export const SEO_REDIRECTIONS_FILE = 'seo-redirections.json';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Documents as files, the layout a CMS export or an ops-edited folder has:
 * `{root}/pages/{slug}-{languageAndCountry}.json`, `{root}/components/…` and
 * `{root}/seo-redirections.json`. Files are read on demand (the service caches them), so edits
 * are live within the cache TTL. A file that is missing is no content; one that is not a valid
 * document is logged and also answered as no content, so a bad edit blanks one page, not the shop.
 */
export class DirectoryContentSource implements ContentSource {
  private readonly logger = new Logger(DirectoryContentSource.name);
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  get description(): string {
    return `directory ${this.root}`;
  }

  async document(key: ContentKey): Promise<ContentDocument | undefined> {
    const file = this.inside(join(key.kind, contentFileName(key)));
    const raw = await this.readJson(file);
    if (raw === undefined) return undefined;
    const checked = checkContentDocument(raw);
    if (!checked.ok) {
      this.logger.error(`${file}: ${checked.reason}; answered as no content`);
      return undefined;
    }
    if (checked.dropped.length > 0) this.logger.warn(`${file}: unknown block types left out: ${checked.dropped.join(', ')}`);
    return checked.document;
  }

  /**
   * The page files of a locale, by name: `pages/faq-lt-LT.json` lists `faq`. A name that is not a
   * valid key is not a page anyone can ask for and is left out; the files are not read here, so a
   * listed page whose file is broken still answers no content.
   */
  async pageSlugs(locale: LocaleCode): Promise<readonly string[]> {
    const folder = this.inside('pages');
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (!isMissing(error)) this.logger.error(`${folder}: cannot be listed (${(error as Error).message}); no pages listed`);
      return [];
    }
    return names.flatMap((name) => {
      const parsed = parseContentFile('pages', name);
      return parsed.ok && parsed.key.locale === locale && name.endsWith('.json') ? [parsed.key.slug] : [];
    });
  }

  async seoRedirections(): Promise<readonly SeoRedirectionRule[]> {
    const file = this.inside(SEO_REDIRECTIONS_FILE);
    const raw = await this.readJson(file);
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      this.logger.error(`${file}: expected a JSON list of redirections; none are served`);
      return [];
    }
    // Rows are checked one by one when the table is compiled.
    return raw as SeoRedirectionRule[];
  }

  /** The keys are checked before they get here; this guards the one place a path is built from them. */
  private inside(relativePath: string): string {
    const file = resolve(this.root, relativePath);
    const fromRoot = relative(this.root, file);
    if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) throw new Error(`refusing to read outside the content directory: ${relativePath}`);
    return file;
  }

  private async readJson(file: string): Promise<unknown> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      this.logger.error(`${file}: cannot be read (${(error as Error).message}); answered as no content`);
      return undefined;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      this.logger.error(`${file}: not valid JSON (${(error as Error).message}); answered as no content`);
      return undefined;
    }
  }
}
