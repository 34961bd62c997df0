import type { CountryCode } from '@shop/domain';
import { byCountry } from './by-country.js';
import { COUNTRY_SITES } from './countries/sites.js';
import type { CountrySite } from './countries/country-site.js';
import { COUNTRY_SWITCHES, type CountrySwitches } from './switches.js';
import { STORE_FEATURE_DEFAULTS, type StoreFeatures } from './store-features.js';

/**
 * Everything about one market in one place. The per-country rule tables owned by `@shop/domain`
 * (COD value and item limits, COD for freight, bank payment, VAT prefix and allowed characters,
 * street-number check, native routing, shipping fees) are composed in here by reference once
 * domain exports them (ADR 0002); until then they are deliberately absent rather than copied.
 */
export interface CountryConfig {
  readonly site: CountrySite;
  readonly switches: CountrySwitches;
  readonly storeFeatures: StoreFeatures;
}

export const COUNTRY_CONFIGS: Readonly<Record<CountryCode, CountryConfig>> = byCountry((code) => ({
  site: COUNTRY_SITES[code],
  switches: COUNTRY_SWITCHES[code],
  storeFeatures: STORE_FEATURE_DEFAULTS[code],
}));

export const countryConfig = (code: CountryCode): CountryConfig => COUNTRY_CONFIGS[code];
