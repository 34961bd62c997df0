import { DEFAULT_COUNTRY, isCountryCode, type CountryCode, type LanguageCode } from '@shop/domain';
import { COUNTRY_SITES, COUNTRY_SITE_LIST } from './countries/sites.js';
import type { CountryLocalisation, CountrySite } from './countries/country-site.js';
import { LANGUAGES } from './languages.js';
import type { LocaleCode } from './locales.js';

export const defaultMarket: CountrySite = COUNTRY_SITES[DEFAULT_COUNTRY];

/** Accepts the lower-case spelling too (`sk`), as country codes arrive from paths and cookies. */
export function countryByCode(code: string | undefined): CountrySite | undefined {
  const upper = code?.trim().toUpperCase();
  return isCountryCode(upper) ? COUNTRY_SITES[upper] : undefined;
}

/** Production hosts to use instead of the built-in `www.proequip.*`, e.g. read from env per deployment. */
export type ProductionDomains = Readonly<Partial<Record<CountryCode, string>>>;

const LOCAL_HOST = 'localhost';
const LOCAL_SUFFIX = `.${LOCAL_HOST}`;

/** Lower-case, without port or the trailing dot of a fully qualified name. */
const normaliseHost = (host: string): string => host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');

const withoutWww = (host: string): string => (host.startsWith('www.') ? host.slice('www.'.length) : host);

/** `localhost` or `{anything}.localhost` (any case, port or trailing dot): a developer's machine. */
export function isLocalHost(host: string): boolean {
  const hostname = normaliseHost(host);
  return hostname === LOCAL_HOST || hostname.endsWith(LOCAL_SUFFIX);
}

/** The domain a market is served on in production: MARKET_DOMAINS' entry, else the built-in one. */
export const productionDomainOf = (site: CountrySite, productionDomains: ProductionDomains = {}): string =>
  productionDomains[site.code] ?? site.productionDomain;

/**
 * The market a request's Host selects: `{country}.localhost` (any port) locally, plain
 * `localhost` for the default market, and each site's production domain with or without its
 * `www.`. Anything else is unknown, and the caller decides (redirect, default, 404).
 */
export function marketForHost(host: string | undefined, productionDomains: ProductionDomains = {}): CountrySite | undefined {
  if (!host) return undefined;
  const hostname = normaliseHost(host);
  if (hostname === LOCAL_HOST) return defaultMarket;
  if (hostname.endsWith(LOCAL_SUFFIX)) {
    const prefix = hostname.slice(0, -LOCAL_SUFFIX.length);
    return COUNTRY_SITE_LIST.find((site) => site.domainPrefix === prefix);
  }
  const bare = withoutWww(hostname);
  return COUNTRY_SITE_LIST.find(
    (site) => withoutWww(normaliseHost(productionDomainOf(site, productionDomains))) === bare,
  );
}

/** A language the country is served in, else the country's default language. */
export function localisationFor(country: CountryCode, language?: string): CountryLocalisation {
  const { localisations } = COUNTRY_SITES[country];
  const wanted = language?.trim().toLowerCase();
  return localisations.find((l) => l.language === wanted) ?? localisations[0];
}

/** `localeFor('BE', 'fr')` → 'fr-BE'; an unserved language gives the default (`localeFor('BE', 'de')` → 'nl-BE'). */
export const localeFor = (country: CountryCode, language?: string): LocaleCode =>
  localisationFor(country, language).languageAndCountry;

export interface LanguageOption {
  readonly code: LocaleCode;
  readonly language: LanguageCode;
  readonly label: string;
}

/** The language selector's options for a country (shown only when there is more than one). */
export const languageOptions = (country: CountryCode): LanguageOption[] =>
  COUNTRY_SITES[country].localisations.map((l) => ({
    code: l.languageAndCountry,
    language: l.language,
    label: LANGUAGES[l.language].nativeName,
  }));

export const parcelTrackingId = (country: CountryCode, language?: string): string | undefined =>
  COUNTRY_SITES[country].parcelTrackingIds[localisationFor(country, language).language];
