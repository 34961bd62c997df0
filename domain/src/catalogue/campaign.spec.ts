import { describe, expect, it } from '@jest/globals';
import { activeCampaigns, isCampaignActive, type StoreCampaign } from './campaign.js';
import { buildCampaignTag, CAMPAIGN_TAG_PREFIX, isCampaignTag, parseCampaignTag } from './campaign-tag.js';

const blackFriday = { startDate: '2024-11-29T00:00:00Z', endDate: '2024-12-02T00:00:00Z' };

describe('campaign active when start <= now < end (spec 1 §4)', () => {
  it.each([
    ['2024-11-28T23:59:59.999Z', false],
    ['2024-11-29T00:00:00.000Z', true],
    ['2024-12-01T23:59:59.999Z', true],
    ['2024-12-02T00:00:00.000Z', false],
    ['2025-01-01T00:00:00.000Z', false],
  ])('at %s active is %s', (now, expected) => {
    expect(isCampaignActive(blackFriday, new Date(now))).toBe(expected);
  });

  it('accepts Date objects for start and end', () => {
    const period = { startDate: new Date('2024-11-29T00:00:00Z'), endDate: new Date('2024-12-02T00:00:00Z') };
    expect(isCampaignActive(period, new Date('2024-11-30T12:00:00Z'))).toBe(true);
    expect(isCampaignActive(period, new Date('2024-12-02T00:00:00Z'))).toBe(false);
  });

  // Reading chosen: a date-only end is the exclusive instant at 00:00 UTC of that day.
  it('treats a date-only end as midnight UTC, excluded', () => {
    const period = { startDate: '2024-11-29', endDate: '2024-12-02' };
    expect(isCampaignActive(period, new Date('2024-11-29T00:00:00Z'))).toBe(true);
    expect(isCampaignActive(period, new Date('2024-12-01T23:59:59Z'))).toBe(true);
    expect(isCampaignActive(period, new Date('2024-12-02T00:00:00Z'))).toBe(false);
  });

  it('honours offsets in the stored dates', () => {
    const period = { startDate: '2024-11-29T00:00:00+01:00', endDate: '2024-11-30T00:00:00+01:00' };
    expect(isCampaignActive(period, new Date('2024-11-28T22:59:59Z'))).toBe(false);
    expect(isCampaignActive(period, new Date('2024-11-28T23:00:00Z'))).toBe(true);
    expect(isCampaignActive(period, new Date('2024-11-29T23:00:00Z'))).toBe(false);
  });

  it.each([
    [{ startDate: 'not a date', endDate: '2024-12-02' }, new Date('2024-11-30T00:00:00Z')],
    [{ startDate: '2024-11-29', endDate: '' }, new Date('2024-11-30T00:00:00Z')],
    [{ startDate: '2024-11-29', endDate: '2024-02-30' }, new Date('2024-11-30T00:00:00Z')],
    [{ startDate: new Date(Number.NaN), endDate: '2024-12-02' }, new Date('2024-11-30T00:00:00Z')],
    [blackFriday, new Date(Number.NaN)],
    // An end before (or equal to) the start can never be active.
    [{ startDate: '2024-12-02', endDate: '2024-11-29' }, new Date('2024-11-30T00:00:00Z')],
    [{ startDate: '2024-11-29', endDate: '2024-11-29' }, new Date('2024-11-29T00:00:00Z')],
  ])('is inactive for %j at %s', (period, now) => {
    expect(isCampaignActive(period, now)).toBe(false);
  });

  it('keeps the active campaigns of the store list, in order', () => {
    const campaigns: StoreCampaign[] = [
      { campaignName: 'black_friday', ...blackFriday },
      { campaignName: 'cyber_week', startDate: '2024-12-02T00:00:00Z', endDate: '2024-12-09T00:00:00Z' },
      { campaignName: 'always_on', startDate: '2024-01-01', endDate: '2025-01-01' },
      { campaignName: 'broken', startDate: 'tomorrow', endDate: '2025-01-01' },
    ];
    expect(activeCampaigns(campaigns, new Date('2024-11-30T10:00:00Z')).map((c) => c.campaignName))
      .toEqual(['black_friday', 'always_on']);
    expect(activeCampaigns(campaigns, new Date('2024-12-02T00:00:00Z')).map((c) => c.campaignName))
      .toEqual(['cyber_week', 'always_on']);
    expect(activeCampaigns([], new Date('2024-12-02T00:00:00Z'))).toEqual([]);
  });
});

describe('campaign refinement tag campaign:NAME (spec 1 §2)', () => {
  it.each([
    ['black_friday', 'campaign:black_friday'],
    ['cyber_week', 'campaign:cyber_week'],
    ['Summer-2025', 'campaign:Summer-2025'],
  ])('builds and parses %s <-> %s', (name, tag) => {
    expect(CAMPAIGN_TAG_PREFIX).toBe('campaign:');
    expect(buildCampaignTag(name)).toBe(tag);
    expect(parseCampaignTag(tag)).toBe(name);
    expect(isCampaignTag(tag)).toBe(true);
  });

  it.each(['on-sale', 'campaign:', 'campaign:a:b', 'campaign:black friday', 'Campaign:black_friday', 'campaigns:x'])(
    'does not read %j as a campaign tag', (tag) => {
      expect(parseCampaignTag(tag)).toBeUndefined();
      expect(isCampaignTag(tag)).toBe(false);
    },
  );

  it.each(['', 'a:b', 'black friday', ' x'])('refuses to build a tag for %j', (name) => {
    expect(() => buildCampaignTag(name)).toThrow(RangeError);
  });
});
