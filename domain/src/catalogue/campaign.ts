import { parseIsoInstant } from './iso-instant.js';

/** One entry of the store's ex_store_campaigns custom field (spec 1 §3, spec 2 §3). */
export interface StoreCampaign {
  readonly campaignName: string;
  readonly startDate: string | Date;
  readonly endDate: string | Date;
}

export type CampaignPeriod = Pick<StoreCampaign, 'startDate' | 'endDate'>;

/**
 * A campaign is active when start <= now < end (spec 1 §4): the end instant itself is outside,
 * so a date-only end of "2024-12-02" stops at 2024-12-02T00:00Z and that day is not included.
 * A start or end that is not a valid ISO date makes the campaign inactive rather than open-ended,
 * so a typo in the store configuration never runs a campaign forever.
 */
export function isCampaignActive(period: CampaignPeriod, now: Date): boolean {
  const start = parseIsoInstant(period.startDate);
  const end = parseIsoInstant(period.endDate);
  const at = parseIsoInstant(now);
  if (start === undefined || end === undefined || at === undefined) return false;
  return start <= at && at < end;
}

/** The store's campaigns running at `now`, in the store's order. */
export const activeCampaigns = <T extends StoreCampaign>(campaigns: readonly T[], now: Date): T[] =>
  campaigns.filter((campaign) => isCampaignActive(campaign, now));
