import { describe, it, expect } from '@jest/globals';
import { COUNTRY_CODES, type CountryCode } from '@shop/domain';
import { DEMO_STORE_CAMPAIGNS, STORE_FEATURE_DEFAULTS, demoStoreCampaigns, storeFeaturesFor, type StoreFeatures } from './store-features.js';

const countriesWhere = (flag: keyof StoreFeatures): CountryCode[] =>
  COUNTRY_CODES.filter((code) => STORE_FEATURE_DEFAULTS[code][flag] === true);

describe('store feature defaults', () => {
  it('covers exactly the 25 countries', () => {
    expect(Object.keys(STORE_FEATURE_DEFAULTS).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('carries the store custom field names of the spec', () => {
    expect(Object.keys(storeFeaturesFor('SK')).sort()).toEqual([
      'change_tax_rate_enabled',
      'complementary_products_enabled',
      'ex_store_campaigns',
      'google_autocomplete_enabled',
      'google_reviews_enabled',
      'sale_of_additional_guarantee_enabled',
      'trustpilot_in_header_enabled',
      'vat_validation_enabled',
    ]);
  });

  it('sells guarantees, validates VAT IDs and offers complementary products everywhere', () => {
    expect(countriesWhere('sale_of_additional_guarantee_enabled')).toEqual([...COUNTRY_CODES]);
    expect(countriesWhere('vat_validation_enabled')).toEqual([...COUNTRY_CODES]);
    expect(countriesWhere('complementary_products_enabled')).toEqual([...COUNTRY_CODES]);
  });

  it('changes the tax rate only in EU markets', () => {
    expect(COUNTRY_CODES.filter((code) => !storeFeaturesFor(code).change_tax_rate_enabled)).toEqual(['CH', 'GB', 'NO']);
  });

  it("shows the header trust score where the widget speaks the site's default language", () => {
    expect(countriesWhere('trustpilot_in_header_enabled')).toEqual([
      'AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'PT', 'SE',
    ]);
  });

  it('leaves the Google features off', () => {
    expect(countriesWhere('google_autocomplete_enabled')).toEqual([]);
    expect(countriesWhere('google_reviews_enabled')).toEqual([]);
  });

  it('runs the demo campaigns in every store, each a valid window, none overlapping', () => {
    expect(DEMO_STORE_CAMPAIGNS.map((c) => c.campaignName)).toEqual(['black_friday', 'cyber_week']);
    for (const code of COUNTRY_CODES) expect(storeFeaturesFor(code).ex_store_campaigns).toEqual(DEMO_STORE_CAMPAIGNS);
    const windows = DEMO_STORE_CAMPAIGNS.map((c) => [new Date(c.startDate).getTime(), new Date(c.endDate).getTime()] as const);
    for (const [start, end] of windows) {
      expect(Number.isNaN(start) || Number.isNaN(end)).toBe(false);
      expect(start).toBeLessThan(end);
    }
    const [blackFriday, cyberWeek] = windows;
    expect(blackFriday![1]).toBeLessThanOrEqual(cyberWeek![0]);
    // As of start-up, the last campaign is still ahead or running: the demo always has a countdown.
    expect(cyberWeek![1]).toBeGreaterThan(Date.now());
  });

  it("dates the demo campaigns this year until Cyber Week is over, then next year", () => {
    const years = (now: string) => demoStoreCampaigns(new Date(now)).map((c) => [c.campaignName, c.startDate, c.endDate]);
    expect(years('2026-01-15T00:00:00.000Z')).toEqual([
      ['black_friday', '2026-11-27T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
      ['cyber_week', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'],
    ]);
    expect(years('2026-12-06T23:59:59.999Z')[1]).toEqual(['cyber_week', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z']);
    expect(years('2026-12-07T00:00:00.000Z')).toEqual([
      ['black_friday', '2027-11-27T00:00:00.000Z', '2027-11-30T00:00:00.000Z'],
      ['cyber_week', '2027-11-30T00:00:00.000Z', '2027-12-07T00:00:00.000Z'],
    ]);
    expect(years('2027-12-31T23:00:00.000Z')[0]).toEqual(['black_friday', '2028-11-27T00:00:00.000Z', '2028-11-30T00:00:00.000Z']);
  });
});
