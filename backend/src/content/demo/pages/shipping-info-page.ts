import type { ContentDocument } from '../../content-document.js';
import { deliveryCards, faqSection, freeShippingFaq, freeShippingText, pageTitle, richText, strapWithLink } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { tagSearchPath } from '../demo-links.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { PAGE_TITLES } from '../vocabulary/page-titles.js';
import { pageDocument } from './page-document.js';

/** Shipping information: the market's free-shipping threshold and fees, from domain's rules. */
export function shippingInfoPage(l: DemoLocale): ContentDocument {
  const title = l.text(PAGE_TITLES['shipping-info']);
  return pageDocument(l, 'shipping-info', title, freeShippingText(l), [
    pageTitle(title),
    strapWithLink(freeShippingText(l), { label: l.text(MARKETING_TEXTS.shopNow), url: l.path(tagSearchPath('bestseller')) }),
    deliveryCards(l),
    faqSection(l.text(PAGE_TITLES.faq), [freeShippingFaq(l)]),
    richText([l.text(MARKETING_TEXTS.genericIntro)]),
  ]);
}
