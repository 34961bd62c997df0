import type { BlockProps } from './block-component';
import { Paragraphs } from './parts/paragraphs';

let warned = false;

/**
 * `{ html, fallback? }`. The CMS is trusted less than our code, and no maintained HTML sanitizer
 * is part of the build yet: the HTML is not rendered (a hand-written sanitizer would be a hole,
 * not a fix). A plain-text `fallback` shows instead; the server logs once that HTML was held back.
 */
export function HtmlInjectionBlock({ block }: BlockProps) {
  if (typeof block['html'] === 'string' && !warned && typeof window === 'undefined') {
    warned = true;
    console.warn('CMS html-injection block not rendered: no HTML sanitizer is installed (its plain-text fallback shows, if any)');
  }
  return <Paragraphs value={block['fallback']} className="cb-prose cb-html-fallback" />;
}
