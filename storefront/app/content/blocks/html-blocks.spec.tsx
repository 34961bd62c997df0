import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { ContentBlock } from '../content-document';
import { HtmlInjectionBlock } from './html-injection';
import { BlockAnchor } from './parts/block-link';
import { RichTextBlock } from './rich-text';
import { RichTextMultipleBlock } from './rich-text-multiple';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="en-GB" messages={{ 'shop.opensInNewTab': '(opens in a new tab)' }}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
const block = (fields: ContentBlock) => render(<HtmlInjectionBlock block={fields} path="0" isTitle={false} priority={false} />);

describe('the HTML blocks render only what the server sanitized', () => {
  it('html-injection renders its sanitized HTML as it is', () => {
    const html = block({ type: 'html-injection', html: { sanitizedHtml: '<p>Clean <a href="/faq/">FAQ</a></p>' } });
    expect(html).toContain('<div class="cb-prose cb-html"><p>Clean <a href="/faq/">FAQ</a></p></div>');
  });

  it('html-injection never renders a raw string (a document that skipped the sanitizer): its text fallback shows, escaped', () => {
    const html = block({ type: 'html-injection', html: '<img src=x onerror=alert(1)>', fallback: 'Plain <b>text</b>' });
    expect(html).not.toContain('<img');
    expect(html).toContain('<p>Plain &lt;b&gt;text&lt;/b&gt;</p>');
    expect(block({ type: 'html-injection', html: '<p>raw</p>' })).toBe('');
  });

  it('rich text renders sanitized HTML when it carries some, else its paragraphs', () => {
    const props = { path: '0', isTitle: false, priority: false };
    expect(render(<RichTextBlock block={{ type: 'rich-text', html: { sanitizedHtml: '<ul><li>One</li></ul>' } }} {...props} />)).toContain('<ul><li>One</li></ul>');
    const raw = render(<RichTextBlock block={{ type: 'rich-text', html: '<script>x</script>', paragraphs: ['Text'] }} {...props} />);
    expect(raw).not.toContain('<script');
    expect(raw).toContain('<p>Text</p>');
    const multiple = render(<RichTextMultipleBlock block={{ type: 'rich-text-multiple', sections: [{ html: { sanitizedHtml: '<p><em>A</em></p>' } }, { paragraphs: ['B'] }] }} {...props} />);
    expect(multiple).toContain('<p><em>A</em></p>');
    expect(multiple).toContain('<p>B</p>');
  });
});

describe('CMS block links follow spec 1 §2’s external-link rule', () => {
  it('opens the shop’s own domain and “inspiration” addresses in a new tab with nofollow', () => {
    expect(render(<BlockAnchor href={{ kind: 'external', href: 'https://help.proequip.com/' }}>Help</BlockAnchor>)).toBe(
      '<a href="https://help.proequip.com/" target="_blank" rel="nofollow noopener noreferrer">Help<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(render(<BlockAnchor href={{ kind: 'internal', to: '/inspirations/' }}>Ideas</BlockAnchor>)).toContain('rel="nofollow noopener noreferrer"');
  });

  it('keeps shop paths router links and other sites plain links in the same tab', () => {
    expect(render(<BlockAnchor href={{ kind: 'internal', to: '/faq/' }} className="x">FAQ</BlockAnchor>)).toBe('<a class="x" href="/faq/" data-discover="true">FAQ</a>');
    expect(render(<BlockAnchor href={{ kind: 'external', href: 'https://www.example.org/' }}>Other</BlockAnchor>)).toBe('<a href="https://www.example.org/">Other</a>');
  });
});
