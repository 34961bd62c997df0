import type { StoreCampaign } from '@shop/domain';
import type { ContentDocument } from '../../content-document.js';
import { campaignBanner, freeShippingText } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { contentPagePath } from '../demo-links.js';
import { PAGE_TITLES } from '../vocabulary/page-titles.js';
import { componentDocument } from '../pages/page-document.js';

/** The promo banners above every page (spec 1 §2: "promo banners from a content system"). */
export function promoBanners(l: DemoLocale, campaigns: readonly StoreCampaign[]): ContentDocument {
  return componentDocument(l, 'promo-banners', [
    {
      type: 'promo-banners',
      banners: [
        { text: freeShippingText(l), link: { label: l.text(PAGE_TITLES['shipping-info']), url: l.path(contentPagePath('shipping-info')) } },
      ],
    },
    ...campaigns.map((campaign) => campaignBanner(l, campaign)),
  ]);
}
