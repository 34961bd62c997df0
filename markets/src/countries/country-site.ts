import { DEFAULT_COUNTRY, type CountryCode, type CurrencyCode, type LanguageCode } from '@shop/domain';
import { LOCALES, localeFallbackChain, type LocaleCode } from '../locales.js';

/** Shop prefix of the commerce store keys, the same "ex" that starts every SKU. */
export const SHOP_PREFIX = 'ex';

/** Second-level name of every production domain (`www.proequip.sk`); hosts can be overridden per deployment. */
export const PRODUCTION_DOMAIN_NAME = 'proequip';

/** Demo keys of the recommendation engine; real ones are deployment secrets and come from env later. */
export interface RecommendationKeys {
  readonly key: string;
  readonly lastSeenId: string;
  readonly similarProductsId: string;
  readonly cartRecommendationId: string;
}

/** One language of a country site, as the language switcher and the locale system see it. */
export interface CountryLocalisation {
  readonly language: LanguageCode;
  readonly languageAndCountry: LocaleCode;
  readonly topLevelDomain: string;
  readonly isMultiLanguage: boolean;
  readonly flagFile: string;
  /** The country's name in this language ('België' for nl-BE, 'Belgique' for fr-BE). */
  readonly label: string;
}

export type PerLanguage<T> = Readonly<Partial<Record<LanguageCode, T>>>;

export interface CountrySite {
  readonly code: CountryCode;
  /** The country's name in its default language. */
  readonly label: string;
  /** Local dev subdomain: `sk.localhost` selects SK. */
  readonly domainPrefix: string;
  readonly storePrefix: string;
  /** Commerce store key (`ex-sk`): the store cookie value and the key of /getStores. */
  readonly storeKey: string;
  readonly productionDomain: string;
  readonly topLevelDomain: string;
  readonly isDefault: boolean;
  readonly currency: CurrencyCode;
  /** Default language first. */
  readonly languages: readonly [LanguageCode, ...LanguageCode[]];
  readonly defaultLanguage: LanguageCode;
  readonly flagFile: string;
  readonly parcelTrackingIds: PerLanguage<string>;
  readonly recommendationKeys: PerLanguage<RecommendationKeys>;
  /** Per language, the locales whose messages back this site's locale up, nearest first. */
  readonly languageAndCountryFallbacks: PerLanguage<readonly LocaleCode[]>;
  /** In the order of `languages`. */
  readonly localisations: readonly [CountryLocalisation, ...CountryLocalisation[]];
}

/** A localisation as written in the country table: the locale and the country's name in it. */
export type LocalisationRow = readonly [locale: LocaleCode, label: string];

/** What cannot be derived: everything else about a site follows from these by convention. */
export interface CountrySiteRow {
  readonly code: CountryCode;
  readonly topLevelDomain: string;
  readonly currency: CurrencyCode;
  /** Default localisation first. */
  readonly localisations: readonly [LocalisationRow, ...LocalisationRow[]];
}

const perLanguage = <T>(languages: readonly LanguageCode[], value: (language: LanguageCode) => T): PerLanguage<T> =>
  Object.fromEntries(languages.map((language) => [language, value(language)]));

export function defineCountrySite(row: CountrySiteRow): CountrySite {
  const prefix = row.code.toLowerCase();
  const storeKey = `${SHOP_PREFIX}-${prefix}`;
  const flagFile = `flags/${prefix}.svg`;
  const isMultiLanguage = row.localisations.length > 1;
  const [first, ...rest] = row.localisations.map(
    ([locale, label]): CountryLocalisation => ({
      language: LOCALES[locale].language,
      languageAndCountry: locale,
      topLevelDomain: row.topLevelDomain,
      isMultiLanguage,
      flagFile,
      label,
    }),
  );
  // A non-empty tuple maps to a non-empty array; destructuring restores that for the type checker.
  if (first === undefined) throw new Error(`${row.code} has no localisation`);
  const localisations: CountrySite['localisations'] = [first, ...rest];
  const languages: CountrySite['languages'] = [first.language, ...rest.map((l) => l.language)];
  const localeOf = (language: LanguageCode): LocaleCode =>
    localisations.find((l) => l.language === language)?.languageAndCountry ?? first.languageAndCountry;

  return {
    code: row.code,
    label: first.label,
    domainPrefix: prefix,
    storePrefix: SHOP_PREFIX,
    storeKey,
    productionDomain: `www.${PRODUCTION_DOMAIN_NAME}.${row.topLevelDomain}`,
    topLevelDomain: row.topLevelDomain,
    isDefault: row.code === DEFAULT_COUNTRY,
    currency: row.currency,
    languages,
    defaultLanguage: first.language,
    flagFile,
    parcelTrackingIds: perLanguage(languages, (language) => `${storeKey}-${language}-parcel`),
    recommendationKeys: perLanguage(languages, (language) => ({
      key: `${storeKey}-${language}`,
      lastSeenId: `${storeKey}-${language}-last-seen`,
      similarProductsId: `${storeKey}-${language}-similar-products`,
      cartRecommendationId: `${storeKey}-${language}-cart-recommendation`,
    })),
    languageAndCountryFallbacks: perLanguage(languages, (language) => localeFallbackChain(localeOf(language))),
    localisations,
  };
}
