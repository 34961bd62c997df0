import { DEFAULT_VOLUME_DISCOUNT_GROUP, DEFAULT_VOLUME_TIERS } from '@shop/domain';
import type { ContentDocument } from '../../content-document.js';
import { faqSection, pageTitle, productListing, volumeDiscountFaq } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { tagSearchPath } from '../demo-links.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { PAGE_TITLES } from '../vocabulary/page-titles.js';
import { SERVICE_TEXTS } from '../vocabulary/service-texts.js';
import { pageDocument } from './page-document.js';

/** The volume discount: the default group's tiers from domain, each as a line of the page's language. */
export function volumeDiscountPage(l: DemoLocale): ContentDocument {
  const title = l.text(PAGE_TITLES['volume-discount']);
  const tiers = DEFAULT_VOLUME_TIERS.map((tier) => ({
    volume: tier.volume,
    discountPercentage: tier.discountPercentage,
    text: l.text(SERVICE_TEXTS.volumeTier, { quantity: String(tier.volume), percent: l.percent(tier.discountPercentage) }),
  }));
  return pageDocument(l, 'volume-discount', title, l.text(SERVICE_TEXTS.volumeAnswer), [
    pageTitle(title),
    { type: 'list', heading: l.text(SERVICE_TEXTS.volumeHeading), group: DEFAULT_VOLUME_DISCOUNT_GROUP, items: tiers },
    faqSection(l.text(PAGE_TITLES.faq), [volumeDiscountFaq(l)]),
    productListing(l.text(MARKETING_TEXTS.bestsellers), { tags: ['bestseller'] }, { label: l.text(MARKETING_TEXTS.bestsellers), url: l.path(tagSearchPath('bestseller')) }),
  ]);
}
