import { COUNTRY_CODES, type CountryCode } from '@shop/domain';
import { defineCountrySite, type CountrySite } from './country-site.js';

/** The 25 country sites. Labels are each country's name in the site's language. */
export const COUNTRY_SITES: Readonly<Record<CountryCode, CountrySite>> = {
  AT: defineCountrySite({ code: 'AT', topLevelDomain: 'at', currency: 'EUR', localisations: [['de-AT', 'Österreich']] }),
  BE: defineCountrySite({
    code: 'BE', topLevelDomain: 'be', currency: 'EUR',
    localisations: [['nl-BE', 'België'], ['fr-BE', 'Belgique']],
  }),
  BG: defineCountrySite({ code: 'BG', topLevelDomain: 'bg', currency: 'BGN', localisations: [['bg-BG', 'България']] }),
  CH: defineCountrySite({
    code: 'CH', topLevelDomain: 'ch', currency: 'CHF',
    localisations: [['de-CH', 'Schweiz'], ['fr-CH', 'Suisse'], ['it-CH', 'Svizzera']],
  }),
  CZ: defineCountrySite({ code: 'CZ', topLevelDomain: 'cz', currency: 'CZK', localisations: [['cs-CZ', 'Česko']] }),
  DE: defineCountrySite({ code: 'DE', topLevelDomain: 'de', currency: 'EUR', localisations: [['de-DE', 'Deutschland']] }),
  DK: defineCountrySite({ code: 'DK', topLevelDomain: 'dk', currency: 'DKK', localisations: [['da-DK', 'Danmark']] }),
  ES: defineCountrySite({ code: 'ES', topLevelDomain: 'es', currency: 'EUR', localisations: [['es-ES', 'España']] }),
  FI: defineCountrySite({ code: 'FI', topLevelDomain: 'fi', currency: 'EUR', localisations: [['fi-FI', 'Suomi']] }),
  FR: defineCountrySite({ code: 'FR', topLevelDomain: 'fr', currency: 'EUR', localisations: [['fr-FR', 'France']] }),
  GB: defineCountrySite({ code: 'GB', topLevelDomain: 'co.uk', currency: 'GBP', localisations: [['en-GB', 'United Kingdom']] }),
  GR: defineCountrySite({ code: 'GR', topLevelDomain: 'gr', currency: 'EUR', localisations: [['el-GR', 'Ελλάδα']] }),
  HR: defineCountrySite({ code: 'HR', topLevelDomain: 'hr', currency: 'EUR', localisations: [['hr-HR', 'Hrvatska']] }),
  HU: defineCountrySite({ code: 'HU', topLevelDomain: 'hu', currency: 'HUF', localisations: [['hu-HU', 'Magyarország']] }),
  IE: defineCountrySite({ code: 'IE', topLevelDomain: 'ie', currency: 'EUR', localisations: [['en-IE', 'Ireland']] }),
  IT: defineCountrySite({ code: 'IT', topLevelDomain: 'it', currency: 'EUR', localisations: [['it-IT', 'Italia']] }),
  LT: defineCountrySite({ code: 'LT', topLevelDomain: 'lt', currency: 'EUR', localisations: [['lt-LT', 'Lietuva']] }),
  NL: defineCountrySite({ code: 'NL', topLevelDomain: 'nl', currency: 'EUR', localisations: [['nl-NL', 'Nederland']] }),
  NO: defineCountrySite({ code: 'NO', topLevelDomain: 'no', currency: 'NOK', localisations: [['nb-NO', 'Norge']] }),
  PL: defineCountrySite({ code: 'PL', topLevelDomain: 'pl', currency: 'PLN', localisations: [['pl-PL', 'Polska']] }),
  PT: defineCountrySite({ code: 'PT', topLevelDomain: 'pt', currency: 'EUR', localisations: [['pt-PT', 'Portugal']] }),
  RO: defineCountrySite({ code: 'RO', topLevelDomain: 'ro', currency: 'RON', localisations: [['ro-RO', 'România']] }),
  SE: defineCountrySite({ code: 'SE', topLevelDomain: 'se', currency: 'SEK', localisations: [['sv-SE', 'Sverige']] }),
  SI: defineCountrySite({ code: 'SI', topLevelDomain: 'si', currency: 'EUR', localisations: [['sl-SI', 'Slovenija']] }),
  SK: defineCountrySite({ code: 'SK', topLevelDomain: 'sk', currency: 'EUR', localisations: [['sk-SK', 'Slovensko']] }),
};

/** The sites in the spec's country order, for lists and selectors. */
export const COUNTRY_SITE_LIST: readonly CountrySite[] = COUNTRY_CODES.map((code) => COUNTRY_SITES[code]);
