import { opensExternally } from '@shop/domain';
import sanitizeHtml from 'sanitize-html';
import { EXTERNAL_LINK_DOMAINS } from '../../ui/smart-link';
import { href } from '../blocks/props';

/** Longer HTML is not a text block anyone wrote by hand: it is dropped (and logged by the caller). */
export const MAX_CMS_HTML_LENGTH = 100_000;

/**
 * A link keeps only its address and title. The address must be a path of this shop, http(s),
 * mailto: or tel: (blocks/props.ts `href`, the rule every CMS link follows); anything else
 * (javascript:, data:, protocol-relative, relative paths) leaves its text as a span. Spec 1 §2's
 * external-link rule (domain `opensExternally`, as SmartLink) decides the new tab and nofollow;
 * a target or rel the CMS wrote is never kept.
 */
function link(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const target = href(attribs['href']);
  if (!target) return { tagName: 'span', attribs: {} };
  const address = target.kind === 'internal' ? target.to : target.href;
  const title = attribs['title']?.trim();
  return {
    tagName: 'a',
    attribs: {
      href: address,
      ...(title ? { title } : {}),
      ...(opensExternally(address, EXTERNAL_LINK_DOMAINS) ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {}),
    },
  };
}

const DIMENSION = /^\d{1,4}$/;

/** An image loads only from this shop or over https, lazily; its alt text is kept (empty: decorative). */
function image(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const target = href(attribs['src']);
  const src = target?.kind === 'internal' ? target.to : target?.href.startsWith('https:') ? target.href : undefined;
  // Without a source the image is removed by the exclusive filter below. (Renaming it to a tag that
  // is not allowed would be simpler, but sanitize-html then misnames the next closing tag at that depth.)
  if (!src) return { tagName: 'img', attribs: {} };
  const { width, height } = attribs;
  return {
    tagName: 'img',
    attribs: {
      src,
      alt: attribs['alt'] ?? '',
      ...(width && DIMENSION.test(width) ? { width } : {}),
      ...(height && DIMENSION.test(height) ? { height } : {}),
      loading: 'lazy',
      decoding: 'async',
    },
  };
}

/**
 * The allow-list for HTML from the CMS (html-injection, rich text): text formatting, headings
 * (an h1 becomes h2: the page has its own), lists, links, images and tables, with no attribute
 * beyond those named here. No script, style, iframe, form, svg or event handler survives; the
 * text inside script, style, iframe and the like is dropped with them.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr',
    'blockquote', 'q', 'cite', 'code', 'pre', 'h2', 'h3', 'h4', 'h5', 'h6',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // A second line of defence behind link() and image(): their addresses are checked again here.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'noembed', 'noframes', 'template', 'title', 'xmp', 'object', 'svg', 'math'],
  transformTags: { h1: 'h2', a: link, img: image },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
  // Deep nesting is a parser stress test, not content.
  nestingLimit: 30,
};

/** The CMS's HTML, clean: what the browser receives and renders as it is. */
export function sanitizeCmsHtml(dirty: string): string {
  return sanitizeHtml(dirty, POLICY).trim();
}
