import type { CountryCode, StoreCampaign } from '@shop/domain';
import { byCountry } from './by-country.js';
import { COUNTRY_SITES } from './countries/sites.js';
import { hasReviewWidgetLanguage } from './review-widget.js';

/**
 * The store's custom fields (spec 1 §1), named exactly as the commerce store carries them so a
 * store fetched from the backend can be spread over these defaults.
 */
export interface StoreFeatures {
  readonly sale_of_additional_guarantee_enabled: boolean;
  readonly vat_validation_enabled: boolean;
  readonly change_tax_rate_enabled: boolean;
  readonly google_autocomplete_enabled: boolean;
  readonly trustpilot_in_header_enabled: boolean;
  readonly ex_store_campaigns: readonly StoreCampaign[];
  readonly complementary_products_enabled: boolean;
  readonly google_reviews_enabled: boolean;
}

/** The demo's campaigns of one year: the Black Friday weekend, then Cyber Week. */
const demoCampaignsOf = (year: number) => [
  { campaignName: 'black_friday', startDate: `${year}-11-27T00:00:00.000Z`, endDate: `${year}-11-30T00:00:00.000Z` },
  { campaignName: 'cyber_week', startDate: `${year}-11-30T00:00:00.000Z`, endDate: `${year}-12-07T00:00:00.000Z` },
];

/**
 * This year's demo campaigns, or next year's once this year's are over: fixed dates would leave
 * the demo shop (and what its tests look at) without a campaign to count down to after one week.
 */
export function demoStoreCampaigns(now: Date): readonly StoreCampaign[] {
  const year = now.getUTCFullYear();
  const thisYear = demoCampaignsOf(year);
  const lastEnd = Date.parse(thisYear[thisYear.length - 1]!.endDate);
  return now.getTime() < lastEnd ? thisYear : demoCampaignsOf(year + 1);
}

/** Demo campaigns matching the listing's campaign tags (campaign:black_friday, campaign:cyber_week), as of start-up. */
export const DEMO_STORE_CAMPAIGNS: readonly StoreCampaign[] = demoStoreCampaigns(new Date());

/**
 * Switching to a net price after a valid VAT ID is the intra-EU reverse charge; outside the EU
 * the shop invoices with the local tax either way.
 */
export const NON_EU_COUNTRIES: readonly CountryCode[] = ['CH', 'GB', 'NO'];

export const STORE_FEATURE_DEFAULTS: Readonly<Record<CountryCode, StoreFeatures>> = byCountry((code) => ({
  sale_of_additional_guarantee_enabled: true,
  // Every market has a VAT prefix in domain's VAT rules, so every market can validate.
  vat_validation_enabled: true,
  change_tax_rate_enabled: !NON_EU_COUNTRIES.includes(code),
  // Off until a maps key is configured; address validation through the same service is off everywhere too.
  google_autocomplete_enabled: false,
  // The header trust score only where the widget speaks the site's default language.
  trustpilot_in_header_enabled: hasReviewWidgetLanguage(COUNTRY_SITES[code].defaultLanguage),
  ex_store_campaigns: DEMO_STORE_CAMPAIGNS,
  complementary_products_enabled: true,
  // No market is named for it; off until one is.
  google_reviews_enabled: false,
}));

export const storeFeaturesFor = (code: CountryCode): StoreFeatures => STORE_FEATURE_DEFAULTS[code];
