import { COUNTRY_CODES, type CountryCode, type StoredClientType } from '@shop/domain';
import { byCountry } from './by-country.js';

/** The checkout client type in its stored (lower-case) spelling. */
export type DefaultClientType = StoredClientType;

// The spec's per-country lists, kept in its words so they can be compared with it line by line.

/**
 * The spec says "company in some countries, otherwise private" without naming any: with no
 * country to argue for, the checkout opens as private everywhere until one is named.
 */
export const COMPANY_BY_DEFAULT_COUNTRIES: readonly CountryCode[] = [];
export const REVIEW_CONSENT_COUNTRIES: readonly CountryCode[] = ['CZ'];
export const NEWSLETTER_OPTIONAL_COUNTRIES: readonly CountryCode[] = ['HU', 'PL'];
export const QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES: readonly CountryCode[] = ['AT', 'DE'];
export const MANUAL_TRANSLATION_COUNTRIES: readonly CountryCode[] = ['IE', 'DE', 'AT', 'GB', 'PL'];
/** Not CH, GB, NO. */
export const PRICE_DISCLAIMER_COUNTRIES: readonly CountryCode[] = [
  'AT', 'BE', 'BG', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'HR',
  'HU', 'IE', 'IT', 'LT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];
export const NEW_TRUST_FEATURES_COUNTRIES: readonly CountryCode[] = ['DE', 'PL'];
/** CZ's own reviews widget; Czech is not among the header review widget's languages. */
export const REVIEWS_WIDGET_COUNTRIES: readonly CountryCode[] = ['CZ'];
export const LIVE_CART_SYNC_COUNTRIES: readonly CountryCode[] = COUNTRY_CODES;
/**
 * Spec 2 §2: "one market variant also has /my-account/loyalty-card", without naming it. Reading
 * pinned: the default market (SK, spec 1 §1); another market gets the card by being listed here.
 */
export const LOYALTY_CARD_COUNTRIES: readonly CountryCode[] = ['SK'];
/** "Google address validation is off in all listed countries." */
export const MAPS_ADDRESS_VALIDATION_COUNTRIES: readonly CountryCode[] = [];

/** Display and behaviour switches of one market: configuration, not rules (ADR 0002). */
export interface CountrySwitches {
  readonly defaultClientType: DefaultClientType;
  readonly reviewConsent: boolean;
  readonly newsletterOptional: boolean;
  readonly quickAddToCartRestricted: boolean;
  readonly manualTranslation: boolean;
  readonly priceDisclaimer: boolean;
  readonly newTrustFeatures: boolean;
  readonly reviewsWidget: boolean;
  /** An emptied or ordered cart is broadcast on the live channel. */
  readonly liveCartSync: boolean;
  readonly mapsAddressValidation: boolean;
  /** The account's loyalty card page (and its link) exists in this market. */
  readonly loyaltyCard: boolean;
  /**
   * The header's customer-care phone and opening hours render only when translated texts exist,
   * rather than falling back to another language's number. Same everywhere; per country so a
   * market can opt out without a code change.
   */
  readonly customerCareOnlyWhenTranslated: boolean;
}

export const COUNTRY_SWITCHES: Readonly<Record<CountryCode, CountrySwitches>> = byCountry((code) => ({
  defaultClientType: COMPANY_BY_DEFAULT_COUNTRIES.includes(code) ? 'company' : 'private',
  reviewConsent: REVIEW_CONSENT_COUNTRIES.includes(code),
  newsletterOptional: NEWSLETTER_OPTIONAL_COUNTRIES.includes(code),
  quickAddToCartRestricted: QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES.includes(code),
  manualTranslation: MANUAL_TRANSLATION_COUNTRIES.includes(code),
  priceDisclaimer: PRICE_DISCLAIMER_COUNTRIES.includes(code),
  newTrustFeatures: NEW_TRUST_FEATURES_COUNTRIES.includes(code),
  reviewsWidget: REVIEWS_WIDGET_COUNTRIES.includes(code),
  liveCartSync: LIVE_CART_SYNC_COUNTRIES.includes(code),
  mapsAddressValidation: MAPS_ADDRESS_VALIDATION_COUNTRIES.includes(code),
  loyaltyCard: LOYALTY_CARD_COUNTRIES.includes(code),
  customerCareOnlyWhenTranslated: true,
}));

export const switchesFor = (code: CountryCode): CountrySwitches => COUNTRY_SWITCHES[code];
