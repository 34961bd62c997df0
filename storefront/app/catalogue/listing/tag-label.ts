import { campaignTitle, isSpecialListingTag, parseCampaignTag } from '@shop/domain';
import { useIntl } from 'react-intl';

/** A tag as shoppers read it: the special tags translated, a campaign by its name, others as they are. */
export function useTagLabel(): (tag: string) => string {
  const intl = useIntl();
  return (tag) => {
    if (isSpecialListingTag(tag)) return intl.formatMessage({ id: `listing.tag.${tag}` });
    const campaign = parseCampaignTag(tag);
    return campaign ? campaignTitle(campaign) : tag;
  };
}
