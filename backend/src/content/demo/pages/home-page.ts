import { DEFAULT_VOLUME_DISCOUNT_GROUP, type StoreCampaign } from '@shop/domain';
import type { ContentDocument } from '../../content-document.js';
import { campaignBanner, freeShippingText, hero, newsletter, productListing } from '../demo-blocks.js';
import { departmentBlock, trustedBrands } from '../demo-catalogue-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { contentPagePath, tagSearchPath } from '../demo-links.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { NAVIGATION_TEXTS } from '../vocabulary/navigation-texts.js';
import { PAGE_TITLES } from '../vocabulary/page-titles.js';
import { pageDocument } from './page-document.js';

/** The home page: hero, promises, campaigns, bestsellers and sale, departments, brands, newsletter. */
export function homePage(l: DemoLocale, campaigns: readonly StoreCampaign[]): ContentDocument {
  const title = l.text(PAGE_TITLES.home);
  return pageDocument(l, 'home', title, l.text(MARKETING_TEXTS.heroText), [
    hero(title, l.text(MARKETING_TEXTS.heroText), { label: l.text(MARKETING_TEXTS.shopNow), url: l.path(tagSearchPath('on-sale')) }),
    {
      type: 'usp-section',
      items: [
        { icon: 'truck', text: freeShippingText(l), url: l.path(contentPagePath('shipping-info')) },
        { icon: 'lock', text: l.text(NAVIGATION_TEXTS.securePayment), url: l.path(contentPagePath('payment')) },
        { icon: 'headset', text: l.text(NAVIGATION_TEXTS.customerCare), url: l.path(contentPagePath('faq')) },
        { icon: 'percent', text: l.text(PAGE_TITLES['volume-discount']), url: l.path(contentPagePath('volume-discount')), group: DEFAULT_VOLUME_DISCOUNT_GROUP },
      ],
    },
    ...campaigns.map((campaign) => campaignBanner(l, campaign)),
    productListing(l.text(MARKETING_TEXTS.bestsellers), { tags: ['bestseller'] }, { label: l.text(MARKETING_TEXTS.bestsellers), url: l.path(tagSearchPath('bestseller')) }),
    productListing(l.text(MARKETING_TEXTS.onSale), { tags: ['on-sale'] }, { label: l.text(MARKETING_TEXTS.onSale), url: l.path(tagSearchPath('on-sale')) }),
    departmentBlock(l),
    trustedBrands(l),
    newsletter(l),
  ]);
}
