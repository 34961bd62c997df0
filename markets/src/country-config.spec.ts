import { describe, it, expect } from '@jest/globals';
import { COUNTRY_CODES } from '@shop/domain';
import { COUNTRY_CONFIGS, countryConfig } from './country-config.js';
import { COUNTRY_SITES } from './countries/sites.js';
import { COUNTRY_SWITCHES } from './switches.js';
import { STORE_FEATURE_DEFAULTS } from './store-features.js';

describe('country configuration', () => {
  it('covers exactly the 25 countries', () => {
    expect(Object.keys(COUNTRY_CONFIGS).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('composes each part by reference to its table, for the same country', () => {
    for (const code of COUNTRY_CODES) {
      const config = countryConfig(code);
      expect(config.site).toBe(COUNTRY_SITES[code]);
      expect(config.switches).toBe(COUNTRY_SWITCHES[code]);
      expect(config.storeFeatures).toBe(STORE_FEATURE_DEFAULTS[code]);
      expect(config.site.code).toBe(code);
    }
  });
});
