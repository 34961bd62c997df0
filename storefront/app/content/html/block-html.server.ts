import type { ContentBlock } from '../content-document';
import { mapBlockTree } from '../blocks/block-tree';
import { MAX_CMS_HTML_LENGTH, sanitizeCmsHtml } from './html-policy.server';
import { sanitized, type SanitizedHtml } from './sanitized-html';

type Log = (line: string) => void;

/** A field's HTML, sanitized; undefined when it is not a string, too long or nothing is left of it. */
function clean(value: unknown, where: string, log: Log): SanitizedHtml | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length > MAX_CMS_HTML_LENGTH) {
    log(`CMS HTML in ${where} dropped: ${value.length} characters, more than ${MAX_CMS_HTML_LENGTH}`);
    return undefined;
  }
  const html = sanitizeCmsHtml(value);
  return html === '' ? undefined : sanitized(html);
}

/** The record with its `html` field sanitized, or left out. */
function withCleanHtml<T extends Readonly<Record<string, unknown>>>(fields: T, where: string, log: Log): T {
  if (!('html' in fields)) return fields;
  const { html, ...rest } = fields;
  const cleaned = clean(html, where, log);
  return (cleaned ? { ...rest, html: cleaned } : rest) as unknown as T;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The blocks whose fields carry HTML, and how each is cleaned: html-injection's and rich text's
 * `html`, and the `html` of each section of rich-text-multiple. Every other block's props are
 * plain text, read as text by its component.
 */
function sanitizeBlock(block: ContentBlock, where: string, log: Log): ContentBlock {
  switch (block.type) {
    case 'html-injection':
    case 'rich-text':
      return withCleanHtml(block, `${where} ${block.type}`, log);
    case 'rich-text-multiple':
      if (!Array.isArray(block['sections'])) return block;
      return { ...block, sections: block['sections'].map((section) => (isRecord(section) ? withCleanHtml(section, `${where} ${block.type}`, log) : section)) };
    default:
      return block;
  }
}

/**
 * A document's blocks with every HTML field sanitized on the server, nested blocks (grid cells,
 * tab panels) included: the cached document, and so the page, holds clean HTML only.
 */
export function sanitizeBlocksHtml(blocks: readonly ContentBlock[], where: string, log: Log): ContentBlock[] {
  return mapBlockTree(blocks, (block) => sanitizeBlock(block, where, log));
}
