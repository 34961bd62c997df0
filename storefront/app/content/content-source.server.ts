import { BackendError } from '../shop/backend.server';
import type { ShopRequest } from '../shop/shop-context';
import { checkBlocks } from './blocks/block-tree';
import { isBlockType } from './blocks/block-types';
import { contentCache, contentCacheKey, contentCacheTags } from './cache/content-cache.server';
import { readContentDocument, type ContentDocument, type ContentKind } from './content-document';
import { sanitizeBlocksHtml } from './html/block-html.server';

/** The backend could not answer (down, timeout, 5xx): not the same as "no such document". */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
}

/** The CMS key of a slug in the shopper's locale: `terms-and-conditions-fr-CH`. */
export const contentFile = (slug: string, locale: string): string => `${slug}-${locale}`;

let blockTypesAsked = false;

/**
 * Spec 1 §2: the storefront learns the block names from the backend's content endpoint at start-up.
 * Asked once, with the first document: a name the registry cannot render is logged as an error
 * (the pages using it would skip it, or fail in development), so a new CMS block is noticed.
 */
function askBackendBlockTypes(shop: ShopRequest): void {
  if (blockTypesAsked) return;
  blockTypesAsked = true;
  shop.backend.get<unknown>('/api/content/components').then(
    (names) => {
      const missing = Array.isArray(names) ? names.filter((name) => !isBlockType(name)) : [];
      if (missing.length > 0) console.error(`The backend lists CMS block types this storefront cannot render: ${missing.map(String).join(', ')}`);
    },
    (error: unknown) => {
      blockTypesAsked = false;
      console.warn(`CMS block types not checked: ${(error as Error).message}`);
    },
  );
}

/**
 * A CMS document by slug in the shopper's locale, through the in-process cache. An invalid or
 * unknown key (the backend's 400 or 404) is logged at info level and gives null, so the page
 * shows nothing (spec 1 §2); the backend failing throws ContentUnavailableError.
 */
export async function fetchContentDocument(shop: ShopRequest, kind: ContentKind, slug: string): Promise<ContentDocument | null> {
  askBackendBlockTypes(shop);
  const file = contentFile(slug, shop.locale);
  const document = await contentCache.wrap(contentCacheKey(kind, file), async () => {
    let answer: { content?: unknown };
    try {
      answer = await shop.backend.get<{ content?: unknown }>(`/api/content/${kind}/${encodeURIComponent(file)}.json`);
    } catch (error) {
      if (error instanceof BackendError && (error.status === 404 || error.status === 400)) {
        // The key is the shopper's text: quoted and cut, it cannot write lines into the log.
        console.info(`Invalid CMS key ${kind}/${JSON.stringify(file).slice(0, 200)} (${error.status}): no content`);
        return undefined;
      }
      throw new ContentUnavailableError(`CMS content ${kind}/${file} unavailable: ${(error as Error).message}`, { cause: error });
    }
    const read = readContentDocument(answer?.content);
    if (!read) {
      console.info(`CMS key ${kind}/${JSON.stringify(file).slice(0, 200)} answered no document: no content`);
      return undefined;
    }
    // Unknown block types out, then every HTML field sanitized: the cache, and so every page, holds clean HTML only.
    const known = checkBlocks(read.blocks, { dev: import.meta.env.DEV, log: (line) => console.error(line) }, `${kind}/${file}`);
    const checked: ContentDocument = { ...read, blocks: sanitizeBlocksHtml(known, `${kind}/${file}`, (line) => console.warn(line)) };
    return { value: checked, tags: contentCacheTags(kind, file, checked) };
  });
  return document && 'blocks' in document ? document : null;
}
