import { isContentBlockType } from '../content-block-types.js';
import type { ContentBlock, ContentDocument } from '../content-document.js';

export type DocumentCheck =
  | { readonly ok: true; readonly document: ContentDocument; readonly dropped: readonly string[] }
  | { readonly ok: false; readonly reason: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A document written outside this code base, checked before it is served: it must be an object
 * with a `blocks` list. A block of a type the storefront cannot render is dropped (and reported)
 * rather than served, since the storefront fails the whole page on an unknown block type.
 */
export function checkContentDocument(raw: unknown): DocumentCheck {
  if (!isPlainObject(raw)) return { ok: false, reason: 'the document is not a JSON object' };
  const blocks = raw['blocks'];
  if (!Array.isArray(blocks)) return { ok: false, reason: 'the document has no "blocks" list' };
  const kept: ContentBlock[] = [];
  const dropped: string[] = [];
  for (const [index, block] of blocks.entries()) {
    if (isPlainObject(block) && isContentBlockType(block['type'])) kept.push(block as ContentBlock);
    else dropped.push(`block ${index} (type ${JSON.stringify(isPlainObject(block) ? block['type'] : block)})`);
  }
  return { ok: true, document: { ...raw, blocks: kept }, dropped };
}
