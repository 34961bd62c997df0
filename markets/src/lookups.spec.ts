import { describe, it, expect } from '@jest/globals';
import { COUNTRY_CODES } from '@shop/domain';
import {
  countryByCode, defaultMarket, isLocalHost, languageOptions, localeFor, localisationFor, marketForHost, parcelTrackingId, productionDomainOf,
} from './lookups.js';
import { COUNTRY_SITES } from './countries/sites.js';

describe('defaultMarket', () => {
  it('is Slovakia', () => {
    expect(defaultMarket.code).toBe('SK');
    expect(defaultMarket.isDefault).toBe(true);
  });
});

describe('countryByCode', () => {
  it('finds a site by its code in either case', () => {
    expect(countryByCode('DE')?.label).toBe('Deutschland');
    expect(countryByCode('de')?.code).toBe('DE');
  });

  it('knows nothing of other codes', () => {
    expect(countryByCode('US')).toBeUndefined();
    expect(countryByCode('')).toBeUndefined();
    expect(countryByCode(undefined)).toBeUndefined();
  });
});

describe('marketForHost', () => {
  it('selects the market from the local subdomain, with or without port', () => {
    expect(marketForHost('sk.localhost')?.code).toBe('SK');
    expect(marketForHost('de.localhost:3000')?.code).toBe('DE');
    expect(marketForHost('LT.Localhost:8080')?.code).toBe('LT');
    expect(marketForHost('gb.localhost')?.code).toBe('GB');
  });

  it('resolves every country through its subdomain', () => {
    for (const code of COUNTRY_CODES) expect(marketForHost(`${code.toLowerCase()}.localhost`)?.code).toBe(code);
  });

  it('treats plain localhost as the default market', () => {
    expect(marketForHost('localhost')?.code).toBe('SK');
    expect(marketForHost('localhost:3000')?.code).toBe('SK');
  });

  it('resolves the production domains, with or without www', () => {
    expect(marketForHost('www.proequip.sk')?.code).toBe('SK');
    expect(marketForHost('www.proequip.co.uk')?.code).toBe('GB');
    expect(marketForHost('proequip.de')?.code).toBe('DE');
    expect(marketForHost('WWW.PROEQUIP.FR:443')?.code).toBe('FR');
    expect(marketForHost('www.proequip.ch.')?.code).toBe('CH');
  });

  it('uses configured production domains instead of the built-in ones', () => {
    const domains = { DE: 'shop.example.de', AT: 'www.example.at:8443' };
    expect(marketForHost('shop.example.de', domains)?.code).toBe('DE');
    expect(marketForHost('www.proequip.de', domains)).toBeUndefined();
    expect(marketForHost('example.at', domains)?.code).toBe('AT');
    expect(marketForHost('www.proequip.sk', domains)?.code).toBe('SK');
  });

  it('knows nothing of other hosts', () => {
    expect(marketForHost('xx.localhost')).toBeUndefined();
    expect(marketForHost('www.sk.localhost')).toBeUndefined();
    expect(marketForHost('proequip.sk.evil.com')).toBeUndefined();
    expect(marketForHost('www.proequip.com')).toBeUndefined();
    expect(marketForHost('127.0.0.1:3000')).toBeUndefined();
    expect(marketForHost('')).toBeUndefined();
    expect(marketForHost(undefined)).toBeUndefined();
  });
});

describe('localeFor', () => {
  it("gives the country's default locale without a language", () => {
    expect(localeFor('SK')).toBe('sk-SK');
    expect(localeFor('BE')).toBe('nl-BE');
    expect(localeFor('CH')).toBe('de-CH');
  });

  it('gives the locale of a served language', () => {
    expect(localeFor('BE', 'fr')).toBe('fr-BE');
    expect(localeFor('CH', 'IT')).toBe('it-CH');
  });

  it('falls back to the default locale for a language the country is not served in', () => {
    expect(localeFor('BE', 'de')).toBe('nl-BE');
    expect(localeFor('AT', 'en')).toBe('de-AT');
    expect(localeFor('IE', 'xx')).toBe('en-IE');
  });
});

describe('localisationFor', () => {
  it('returns the localisation of the chosen language', () => {
    expect(localisationFor('CH', 'fr')).toMatchObject({ languageAndCountry: 'fr-CH', label: 'Suisse', isMultiLanguage: true });
  });
});

describe('languageOptions', () => {
  it("offers the country's languages by their native names, default first", () => {
    expect(languageOptions('CH')).toEqual([
      { code: 'de-CH', language: 'de', label: 'Deutsch' },
      { code: 'fr-CH', language: 'fr', label: 'Français' },
      { code: 'it-CH', language: 'it', label: 'Italiano' },
    ]);
    expect(languageOptions('SK')).toHaveLength(1);
  });
});

describe('parcelTrackingId', () => {
  it('picks the id of the language, or of the default language', () => {
    expect(parcelTrackingId('BE', 'fr')).toBe('ex-be-fr-parcel');
    expect(parcelTrackingId('BE')).toBe('ex-be-nl-parcel');
    expect(parcelTrackingId('SK', 'de')).toBe('ex-sk-sk-parcel');
  });
});

describe('isLocalHost and productionDomainOf', () => {
  it('knows a developer machine by its host, in any case, with a port or a trailing dot', () => {
    for (const host of ['localhost', 'de.localhost', 'DE.Localhost:3000', 'de.localhost.']) expect(isLocalHost(host)).toBe(true);
    for (const host of ['www.proequip.de', 'localhost.example', 'notlocalhost']) expect(isLocalHost(host)).toBe(false);
  });

  it("takes MARKET_DOMAINS' entry before the built-in domain", () => {
    expect(productionDomainOf(COUNTRY_SITES.DE)).toBe('www.proequip.de');
    expect(productionDomainOf(COUNTRY_SITES.DE, { DE: 'shop.example.de' })).toBe('shop.example.de');
  });
});
