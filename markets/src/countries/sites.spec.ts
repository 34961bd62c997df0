import { describe, it, expect } from '@jest/globals';
import { COUNTRY_CODES } from '@shop/domain';
import { COUNTRY_SITES, COUNTRY_SITE_LIST } from './sites.js';

describe('country sites', () => {
  it('describes the default market SK completely', () => {
    expect(COUNTRY_SITES.SK).toEqual({
      code: 'SK',
      label: 'Slovensko',
      domainPrefix: 'sk',
      storePrefix: 'ex',
      storeKey: 'ex-sk',
      productionDomain: 'www.proequip.sk',
      topLevelDomain: 'sk',
      isDefault: true,
      currency: 'EUR',
      languages: ['sk'],
      defaultLanguage: 'sk',
      flagFile: 'flags/sk.svg',
      parcelTrackingIds: { sk: 'ex-sk-sk-parcel' },
      recommendationKeys: {
        sk: {
          key: 'ex-sk-sk',
          lastSeenId: 'ex-sk-sk-last-seen',
          similarProductsId: 'ex-sk-sk-similar-products',
          cartRecommendationId: 'ex-sk-sk-cart-recommendation',
        },
      },
      languageAndCountryFallbacks: { sk: [] },
      localisations: [
        { language: 'sk', languageAndCountry: 'sk-SK', topLevelDomain: 'sk', isMultiLanguage: false, flagFile: 'flags/sk.svg', label: 'Slovensko' },
      ],
    });
  });

  it('serves Belgium in Dutch first, then French, each with its own ids and fallbacks', () => {
    const be = COUNTRY_SITES.BE;
    expect(be.languages).toEqual(['nl', 'fr']);
    expect(be.defaultLanguage).toBe('nl');
    expect(be.label).toBe('België');
    expect(be.localisations.map((l) => [l.languageAndCountry, l.label, l.isMultiLanguage])).toEqual([
      ['nl-BE', 'België', true],
      ['fr-BE', 'Belgique', true],
    ]);
    expect(be.parcelTrackingIds).toEqual({ nl: 'ex-be-nl-parcel', fr: 'ex-be-fr-parcel' });
    expect(be.recommendationKeys.fr?.key).toBe('ex-be-fr');
    expect(be.languageAndCountryFallbacks).toEqual({ nl: ['nl-NL'], fr: ['fr-FR'] });
  });

  it('serves Switzerland in German first, then French and Italian, in francs', () => {
    const ch = COUNTRY_SITES.CH;
    expect(ch.languages).toEqual(['de', 'fr', 'it']);
    expect(ch.currency).toBe('CHF');
    expect(ch.localisations.map((l) => l.label)).toEqual(['Schweiz', 'Suisse', 'Svizzera']);
    expect(ch.languageAndCountryFallbacks).toEqual({ de: ['de-DE'], fr: ['fr-FR'], it: ['it-IT'] });
  });

  it('puts Great Britain on co.uk in pounds', () => {
    const gb = COUNTRY_SITES.GB;
    expect([gb.topLevelDomain, gb.productionDomain, gb.domainPrefix, gb.storeKey, gb.currency]).toEqual(
      ['co.uk', 'www.proequip.co.uk', 'gb', 'ex-gb', 'GBP'],
    );
  });

  it('labels each country in its own default language', () => {
    expect(COUNTRY_SITE_LIST.map((site) => [site.code, site.label])).toEqual([
      ['AT', 'Österreich'], ['BE', 'België'], ['BG', 'България'], ['CH', 'Schweiz'], ['CZ', 'Česko'],
      ['DE', 'Deutschland'], ['DK', 'Danmark'], ['ES', 'España'], ['FI', 'Suomi'], ['FR', 'France'],
      ['GB', 'United Kingdom'], ['GR', 'Ελλάδα'], ['HR', 'Hrvatska'], ['HU', 'Magyarország'], ['IE', 'Ireland'],
      ['IT', 'Italia'], ['LT', 'Lietuva'], ['NL', 'Nederland'], ['NO', 'Norge'], ['PL', 'Polska'],
      ['PT', 'Portugal'], ['RO', 'România'], ['SE', 'Sverige'], ['SI', 'Slovenija'], ['SK', 'Slovensko'],
    ]);
  });

  it('pins each country to the currency and languages of the brief', () => {
    const summary = Object.fromEntries(
      COUNTRY_SITE_LIST.map((site) => [site.code, `${site.currency} ${site.languages.join('+')}`]),
    );
    expect(summary).toEqual({
      AT: 'EUR de', BE: 'EUR nl+fr', BG: 'BGN bg', CH: 'CHF de+fr+it', CZ: 'CZK cs', DE: 'EUR de', DK: 'DKK da',
      ES: 'EUR es', FI: 'EUR fi', FR: 'EUR fr', GB: 'GBP en', GR: 'EUR el', HR: 'EUR hr', HU: 'HUF hu',
      IE: 'EUR en', IT: 'EUR it', LT: 'EUR lt', NL: 'EUR nl', NO: 'NOK nb', PL: 'PLN pl', PT: 'EUR pt',
      RO: 'RON ro', SE: 'SEK sv', SI: 'EUR sl', SK: 'EUR sk',
    });
  });

  it('lists the sites in the order of the country codes', () => {
    expect(COUNTRY_SITE_LIST.map((site) => site.code)).toEqual([...COUNTRY_CODES]);
  });

  it('derives every per-language id from the store key and the language', () => {
    for (const site of COUNTRY_SITE_LIST) {
      for (const language of site.languages) {
        expect(site.parcelTrackingIds[language]).toBe(`ex-${site.domainPrefix}-${language}-parcel`);
        expect(site.recommendationKeys[language]?.similarProductsId).toBe(`ex-${site.domainPrefix}-${language}-similar-products`);
      }
    }
  });
});
