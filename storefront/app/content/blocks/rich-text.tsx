import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { Paragraphs } from './parts/paragraphs';
import { text } from './props';

/**
 * `{ heading?, paragraphs: string[] }`. Rich text is rendered from structured data only: no HTML
 * from the CMS reaches the page until a maintained sanitizer is part of the build (see html-injection).
 */
export function RichTextBlock({ block }: BlockProps) {
  return (
    <BlockSection heading={text(block['heading'])} className="cb-rich-text">
      <Paragraphs value={block['paragraphs']} />
    </BlockSection>
  );
}
