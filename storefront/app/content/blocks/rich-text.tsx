import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { CmsHtml } from './parts/cms-html';
import { Paragraphs } from './parts/paragraphs';
import { text } from './props';
import { sanitizedHtmlOf } from '../html/sanitized-html';

/**
 * `{ heading?, paragraphs: string[] }` or `{ heading?, html }`: plain paragraphs, or the CMS's rich
 * text as HTML, sanitized on the server when the document was loaded (html/html-policy.server.ts).
 */
export function RichTextBlock({ block }: BlockProps) {
  return (
    <BlockSection heading={text(block['heading'])} className="cb-rich-text">
      {sanitizedHtmlOf(block['html']) !== undefined ? <CmsHtml value={block['html']} /> : <Paragraphs value={block['paragraphs']} />}
    </BlockSection>
  );
}
