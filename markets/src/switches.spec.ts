import { describe, it, expect } from '@jest/globals';
import { COUNTRY_CODES, type CountryCode } from '@shop/domain';
import {
  COMPANY_BY_DEFAULT_COUNTRIES, COUNTRY_SWITCHES, LIVE_CART_SYNC_COUNTRIES, MANUAL_TRANSLATION_COUNTRIES,
  MAPS_ADDRESS_VALIDATION_COUNTRIES, NEWSLETTER_OPTIONAL_COUNTRIES, NEW_TRUST_FEATURES_COUNTRIES,
  PRICE_DISCLAIMER_COUNTRIES, QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES, REVIEWS_WIDGET_COUNTRIES,
  REVIEW_CONSENT_COUNTRIES, LOYALTY_CARD_COUNTRIES, switchesFor, type CountrySwitches,
} from './switches.js';

const sorted = (codes: readonly CountryCode[]): CountryCode[] => [...codes].sort();
const countriesWhere = (flag: keyof CountrySwitches): CountryCode[] =>
  COUNTRY_CODES.filter((code) => COUNTRY_SWITCHES[code][flag] === true);

describe('per-country switches', () => {
  it('pins the spec lists exactly', () => {
    expect(sorted(REVIEW_CONSENT_COUNTRIES)).toEqual(['CZ']);
    expect(sorted(NEWSLETTER_OPTIONAL_COUNTRIES)).toEqual(['HU', 'PL']);
    expect(sorted(QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES)).toEqual(['AT', 'DE']);
    expect(sorted(MANUAL_TRANSLATION_COUNTRIES)).toEqual(['AT', 'DE', 'GB', 'IE', 'PL']);
    expect(sorted(PRICE_DISCLAIMER_COUNTRIES)).toEqual([
      'AT', 'BE', 'BG', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'HR',
      'HU', 'IE', 'IT', 'LT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
    ]);
    expect(sorted(NEW_TRUST_FEATURES_COUNTRIES)).toEqual(['DE', 'PL']);
    expect(sorted(REVIEWS_WIDGET_COUNTRIES)).toEqual(['CZ']);
    expect(sorted(LIVE_CART_SYNC_COUNTRIES)).toEqual(sorted(COUNTRY_CODES));
    expect(MAPS_ADDRESS_VALIDATION_COUNTRIES).toEqual([]);
    expect(COMPANY_BY_DEFAULT_COUNTRIES).toEqual([]);
    expect(LOYALTY_CARD_COUNTRIES).toEqual(['SK']);
  });

  it('has no price disclaimer outside the EU markets CH, GB, NO', () => {
    expect(COUNTRY_CODES.filter((code) => !switchesFor(code).priceDisclaimer)).toEqual(['CH', 'GB', 'NO']);
  });

  it('covers exactly the 25 countries', () => {
    expect(Object.keys(COUNTRY_SWITCHES).sort()).toEqual(sorted(COUNTRY_CODES));
  });

  it('turns each flag on exactly in its listed countries', () => {
    expect(countriesWhere('reviewConsent')).toEqual(['CZ']);
    expect(countriesWhere('newsletterOptional')).toEqual(['HU', 'PL']);
    expect(countriesWhere('quickAddToCartRestricted')).toEqual(['AT', 'DE']);
    expect(countriesWhere('manualTranslation')).toEqual(['AT', 'DE', 'GB', 'IE', 'PL']);
    expect(countriesWhere('priceDisclaimer')).toEqual(sorted(PRICE_DISCLAIMER_COUNTRIES));
    expect(countriesWhere('newTrustFeatures')).toEqual(['DE', 'PL']);
    expect(countriesWhere('reviewsWidget')).toEqual(['CZ']);
    expect(countriesWhere('liveCartSync')).toEqual([...COUNTRY_CODES]);
    expect(countriesWhere('mapsAddressValidation')).toEqual([]);
    expect(countriesWhere('loyaltyCard')).toEqual(['SK']);
    expect(countriesWhere('customerCareOnlyWhenTranslated')).toEqual([...COUNTRY_CODES]);
  });

  it('opens the checkout as a private customer everywhere', () => {
    for (const code of COUNTRY_CODES) expect(switchesFor(code).defaultClientType).toBe('private');
  });

  it('gives a country its own row', () => {
    expect(switchesFor('PL')).toEqual({
      defaultClientType: 'private',
      reviewConsent: false,
      newsletterOptional: true,
      quickAddToCartRestricted: false,
      manualTranslation: true,
      priceDisclaimer: true,
      newTrustFeatures: true,
      reviewsWidget: false,
      liveCartSync: true,
      mapsAddressValidation: false,
      loyaltyCard: false,
      customerCareOnlyWhenTranslated: true,
    });
  });
});
