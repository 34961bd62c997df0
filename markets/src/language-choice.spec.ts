import { describe, expect, it, jest } from '@jest/globals';
import { COUNTRY_SITES } from './countries/sites.js';
import { chooseLocalisation, languagePart } from './language-choice.js';

const CH = COUNTRY_SITES.CH;
const BE = COUNTRY_SITES.BE;
const SK = COUNTRY_SITES.SK;

describe('languagePart', () => {
  it.each([
    ['fr-CH', 'fr'], ['FR', 'fr'], ['it_CH', 'it'], [' de ', 'de'], ['nl-be', 'nl'],
  ])('%j → %j', (value, language) => {
    expect(languagePart(value)).toBe(language);
  });

  it.each([undefined, null, '', '   ', 42, ['fr']])('%j → undefined', (value) => {
    expect(languagePart(value)).toBeUndefined();
  });
});

describe('chooseLocalisation (spec 1 §1: prefix, then cookie, then browser, then default)', () => {
  it('takes the path prefix first', () => {
    expect(chooseLocalisation(CH, { explicit: 'fr', cookie: 'it-CH', browser: () => 'de' }).languageAndCountry).toBe('fr-CH');
  });

  it('takes the locale cookie when there is no prefix', () => {
    expect(chooseLocalisation(CH, { cookie: 'it-CH', browser: () => 'fr' }).languageAndCountry).toBe('it-CH');
    expect(chooseLocalisation(BE, { cookie: 'fr-BE' }).languageAndCountry).toBe('fr-BE');
  });

  it('asks the browser, offering only the languages the country is served in, when neither is there', () => {
    const browser = jest.fn((served: readonly string[]) => (served.includes('it') ? 'it' : undefined));
    expect(chooseLocalisation(CH, { browser }).languageAndCountry).toBe('it-CH');
    expect(browser).toHaveBeenCalledWith(['de', 'fr', 'it']);
  });

  it('does not ask the browser when the prefix or cookie decided', () => {
    const browser = jest.fn(() => 'it');
    chooseLocalisation(CH, { explicit: 'fr', browser });
    chooseLocalisation(CH, { cookie: 'de-CH', browser });
    expect(browser).not.toHaveBeenCalled();
  });

  it('falls through a prefix or cookie of a language the country does not serve', () => {
    expect(chooseLocalisation(BE, { explicit: 'de', cookie: 'fr-BE' }).languageAndCountry).toBe('fr-BE');
    // A stale cookie from another country: Slovak is not served in Switzerland.
    expect(chooseLocalisation(CH, { cookie: 'sk-SK', browser: () => 'fr' }).languageAndCountry).toBe('fr-CH');
  });

  it('ends at the country default when nothing usable is given', () => {
    expect(chooseLocalisation(CH, {}).languageAndCountry).toBe('de-CH');
    expect(chooseLocalisation(BE, { explicit: 'en', cookie: 'garbage', browser: () => undefined }).languageAndCountry).toBe('nl-BE');
    expect(chooseLocalisation(SK, { browser: () => 'sk' }).languageAndCountry).toBe('sk-SK');
  });

  it('ignores a browser answer the country does not serve', () => {
    expect(chooseLocalisation(CH, { browser: () => 'en' }).languageAndCountry).toBe('de-CH');
  });

  it('reads the cookie and prefix in any case and with the country part', () => {
    expect(chooseLocalisation(CH, { explicit: 'IT' }).languageAndCountry).toBe('it-CH');
    expect(chooseLocalisation(CH, { cookie: 'FR_ch' }).languageAndCountry).toBe('fr-CH');
  });
});
