import type { ContentDocument } from '../../content-document.js';
import { faqSection, freeShippingFaq, pageTitle, volumeDiscountFaq } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { PAGE_TITLES } from '../vocabulary/page-titles.js';
import { pageDocument } from './page-document.js';

/** The FAQ / help-centre page the spec lists without a slug; ours is 'faq'. */
export function faqPage(l: DemoLocale): ContentDocument {
  const title = l.text(PAGE_TITLES.faq);
  return pageDocument(l, 'faq', title, l.text(MARKETING_TEXTS.genericIntro), [
    pageTitle(title),
    faqSection(title, [freeShippingFaq(l), volumeDiscountFaq(l)]),
  ]);
}
