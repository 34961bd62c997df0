import { buildCampaignTag, campaignTitle, type StoreCampaign } from '@shop/domain';
import type { ContentDocument } from '../../content-document.js';
import { campaignBanner, newsletter, productListing } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { campaignPageSlug, campaignSearchPath } from '../demo-links.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { pageDocument } from './page-document.js';

/** A sale campaign of the stores (ex_store_campaigns): banner with countdown, then the campaign's products by tag. */
export function campaignPage(l: DemoLocale, campaign: StoreCampaign): ContentDocument {
  const title = campaignTitle(campaign.campaignName);
  const deals = l.text(MARKETING_TEXTS.campaignDeals);
  return pageDocument(l, campaignPageSlug(campaign.campaignName), title, `${title}: ${deals}`, [
    campaignBanner(l, campaign),
    productListing(deals, { tags: [buildCampaignTag(campaign.campaignName)] }, {
      label: l.text(MARKETING_TEXTS.shopNow),
      url: l.path(campaignSearchPath(campaign.campaignName)),
    }),
    newsletter(l),
  ]);
}
