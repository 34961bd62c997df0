import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { CmsHtml } from './parts/cms-html';
import { Paragraphs } from './parts/paragraphs';
import { text, texts } from './props';
import { sanitizedHtmlOf } from '../html/sanitized-html';

/**
 * `{ heading?, html, fallback? }`: an editor's own HTML, sanitized on the server when the document
 * was loaded (strict allow-list: formatting, headings, lists, links, images, tables). When nothing
 * of it is left, the plain-text `fallback` shows, if any.
 */
export function HtmlInjectionBlock({ block }: BlockProps) {
  const hasHtml = sanitizedHtmlOf(block['html']) !== undefined;
  const fallback = block['fallback'];
  if (!hasHtml && texts(typeof fallback === 'string' ? [fallback] : fallback).length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-html-injection">
      {hasHtml ? <CmsHtml value={block['html']} /> : <Paragraphs value={fallback} className="cb-prose cb-html-fallback" />}
    </BlockSection>
  );
}
