import type { ContentDocument } from '../../content-document.js';
import { pageTitle, richText } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { PAGE_TITLES, type TitledPageSlug } from '../vocabulary/page-titles.js';
import { pageDocument } from './page-document.js';

/** The legal and information pages: their title and a short text; the real wording is the CMS editors'. */
export const INFORMATION_PAGE_SLUGS = [
  'terms-and-conditions', 'privacy', 'returns', 'payment', 'battery-regulation', 'product-recalls', 'complaints',
  'company-information', 'premium-guarantee', 'best-prices-guaranteed', 'our-history', 'inspirations', 'merchant-information',
] as const satisfies readonly TitledPageSlug[];

export function informationPage(l: DemoLocale, slug: (typeof INFORMATION_PAGE_SLUGS)[number]): ContentDocument {
  const title = l.text(PAGE_TITLES[slug]);
  const intro = l.text(MARKETING_TEXTS.genericIntro);
  return pageDocument(l, slug, title, intro, [pageTitle(title), richText([intro])]);
}
