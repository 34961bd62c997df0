/**
 * Campaign pages are recognised by a tags refinement value "campaign:NAME" (spec 1 §2), e.g.
 * campaign:black_friday, campaign:cyber_week.
 */
export const CAMPAIGN_TAG_PREFIX = 'campaign:';

/**
 * Reading chosen: a campaign name is any non-empty text without a colon or whitespace, kept
 * exactly as written (case included), because it must equal the store's campaignName.
 */
const CAMPAIGN_NAME_PATTERN = /^[^:\s]+$/;

export const isCampaignName = (name: string): boolean => CAMPAIGN_NAME_PATTERN.test(name);

/** The campaign name of a tag, or undefined when the tag is not a campaign tag. */
export function parseCampaignTag(tag: string): string | undefined {
  if (!tag.startsWith(CAMPAIGN_TAG_PREFIX)) return undefined;
  const name = tag.slice(CAMPAIGN_TAG_PREFIX.length);
  return isCampaignName(name) ? name : undefined;
}

export const isCampaignTag = (tag: string): boolean => parseCampaignTag(tag) !== undefined;

export function buildCampaignTag(campaignName: string): string {
  if (!isCampaignName(campaignName)) {
    throw new RangeError(`not a campaign name: "${campaignName}"`);
  }
  return `${CAMPAIGN_TAG_PREFIX}${campaignName}`;
}
