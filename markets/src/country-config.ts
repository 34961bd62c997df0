import type { CountryCode } from '@shop/domain';
import { byCountry } from './by-country.js';
import { COUNTRY_SITES } from './countries/sites.js';
import type { CountrySite } from './countries/country-site.js';
import { COUNTRY_SWITCHES, type CountrySwitches } from './switches.js';
import { STORE_FEATURE_DEFAULTS, type StoreFeatures } from './store-features.js';
import { COUNTRY_RULES, type CountryRules } from './country-rules.js';

/**
 * Everything about one market in one place: the site, its switches and store features, and the
 * per-country rule tables of `@shop/domain` composed by reference (ADR 0002).
 */
export interface CountryConfig {
  readonly site: CountrySite;
  readonly switches: CountrySwitches;
  readonly storeFeatures: StoreFeatures;
  readonly rules: CountryRules;
}

export const COUNTRY_CONFIGS: Readonly<Record<CountryCode, CountryConfig>> = byCountry((code) => ({
  site: COUNTRY_SITES[code],
  switches: COUNTRY_SWITCHES[code],
  storeFeatures: STORE_FEATURE_DEFAULTS[code],
  rules: COUNTRY_RULES[code],
}));

export const countryConfig = (code: CountryCode): CountryConfig => COUNTRY_CONFIGS[code];
