// Cross-table checks: each table is typed on its own, these make sure they agree with each other.
import { describe, it, expect } from '@jest/globals';
import { COUNTRY_CODES, CURRENCY_CODES, DEFAULT_COUNTRY, LANGUAGE_CODES, isCountryCode, isLanguageCode } from '@shop/domain';
import { COUNTRY_SITES, COUNTRY_SITE_LIST } from './countries/sites.js';
import { CURRENCIES } from './currencies.js';
import { LANGUAGES } from './languages.js';
import { LOCALES, LOCALE_CODES, LOCALE_FALLBACKS, isLocaleCode, localeLoadOrder, type LocaleCode } from './locales.js';

const duplicates = <T>(values: readonly T[]): T[] => values.filter((value, index) => values.indexOf(value) !== index);

describe('market tables agree with each other', () => {
  it("has every country's currency in the currency table", () => {
    for (const site of COUNTRY_SITE_LIST) expect(Object.keys(CURRENCIES)).toContain(site.currency);
  });

  it('uses every currency but USD in some market', () => {
    const used = new Set(COUNTRY_SITE_LIST.map((site) => site.currency));
    expect(CURRENCY_CODES.filter((code) => !used.has(code))).toEqual(['USD']);
  });

  it("has every locale's language and country, and each row agrees with its code", () => {
    for (const code of LOCALE_CODES) {
      const { language, country } = LOCALES[code];
      expect(isLanguageCode(language)).toBe(true);
      expect(isCountryCode(country)).toBe(true);
      expect(LANGUAGES[language]).toBeDefined();
      expect(COUNTRY_SITES[country]).toBeDefined();
      expect(`${language}-${country}`).toBe(code);
      expect(LOCALES[code].code).toBe(code);
    }
    expect(Object.keys(LOCALES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it('resolves every fallback to an existing locale of the same language, without loops', () => {
    for (const [locale, fallback] of Object.entries(LOCALE_FALLBACKS)) {
      expect(isLocaleCode(locale)).toBe(true);
      expect(isLocaleCode(fallback)).toBe(true);
      if (!isLocaleCode(locale) || fallback === undefined) continue;
      expect(LOCALES[fallback].language).toBe(LOCALES[locale].language);
    }
    for (const locale of LOCALE_CODES) {
      const order = localeLoadOrder(locale);
      expect(order.at(-1)).toBe(locale);
      expect(new Set(order).size).toBe(order.length);
    }
  });

  it("produces exactly each country's locales from its languages, covering all 28", () => {
    const produced: LocaleCode[] = [];
    for (const site of COUNTRY_SITE_LIST) {
      const own = LOCALE_CODES.filter((code) => LOCALES[code].country === site.code);
      const fromLanguages = site.languages.map((language) => `${language}-${site.code}`);
      expect(fromLanguages.sort()).toEqual([...own].sort());
      expect(site.localisations.map((l) => l.languageAndCountry).sort()).toEqual([...own].sort());
      produced.push(...site.localisations.map((l) => l.languageAndCountry));
    }
    expect(duplicates(produced)).toEqual([]);
    expect(produced.sort()).toEqual([...LOCALE_CODES].sort());
  });

  it('gives each localisation its site’s domain, flag and language count', () => {
    for (const site of COUNTRY_SITE_LIST) {
      expect(site.defaultLanguage).toBe(site.languages[0]);
      expect(site.localisations.map((l) => l.language)).toEqual(site.languages);
      for (const l of site.localisations) {
        expect(l.topLevelDomain).toBe(site.topLevelDomain);
        expect(l.flagFile).toBe(site.flagFile);
        expect(l.isMultiLanguage).toBe(site.languages.length > 1);
        expect(LOCALES[l.languageAndCountry].language).toBe(l.language);
      }
    }
  });

  it('has per-language ids and fallbacks for exactly the languages of each site', () => {
    for (const site of COUNTRY_SITE_LIST) {
      const languages = [...site.languages].sort();
      expect(Object.keys(site.parcelTrackingIds).sort()).toEqual(languages);
      expect(Object.keys(site.recommendationKeys).sort()).toEqual(languages);
      expect(Object.keys(site.languageAndCountryFallbacks).sort()).toEqual(languages);
    }
  });

  it('has SK as the single default', () => {
    expect(COUNTRY_SITE_LIST.filter((site) => site.isDefault).map((site) => site.code)).toEqual(['SK']);
    expect(DEFAULT_COUNTRY).toBe('SK');
  });

  it('keeps store keys, domain prefixes, production domains and tracking ids unique', () => {
    expect(duplicates(COUNTRY_SITE_LIST.map((site) => site.storeKey))).toEqual([]);
    expect(duplicates(COUNTRY_SITE_LIST.map((site) => site.domainPrefix))).toEqual([]);
    expect(duplicates(COUNTRY_SITE_LIST.map((site) => site.productionDomain))).toEqual([]);
    expect(duplicates(COUNTRY_SITE_LIST.map((site) => site.topLevelDomain))).toEqual([]);
    const parcelIds = COUNTRY_SITE_LIST.flatMap((site) => Object.values(site.parcelTrackingIds));
    expect(duplicates(parcelIds)).toEqual([]);
    const recommendationIds = COUNTRY_SITE_LIST.flatMap((site) =>
      Object.values(site.recommendationKeys).flatMap((keys) =>
        keys ? [keys.key, keys.lastSeenId, keys.similarProductsId, keys.cartRecommendationId] : []),
    );
    expect(duplicates(recommendationIds)).toEqual([]);
  });

  it('uses every language in at least one country, and only known ones', () => {
    const used = new Set(COUNTRY_SITE_LIST.flatMap((site) => site.languages));
    expect(LANGUAGE_CODES.filter((language) => !used.has(language))).toEqual([]);
    expect([...used].filter((language) => !isLanguageCode(language))).toEqual([]);
  });

  it('has a site for exactly the 25 countries, keyed by its own code', () => {
    expect(Object.keys(COUNTRY_SITES).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const code of COUNTRY_CODES) expect(COUNTRY_SITES[code].code).toBe(code);
  });
});
