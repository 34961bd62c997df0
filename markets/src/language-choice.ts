import type { CountryLocalisation } from './countries/country-site.js';
import type { CountrySite } from './countries/country-site.js';
import { localisationFor } from './lookups.js';

/** 'fr-CH' → 'fr', 'FR' → 'fr': the locale cookie holds a locale, the path prefix a bare language. */
export const languagePart = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().toLowerCase().split(/[-_]/)[0] : undefined;

export interface LanguageChoiceSources {
  /** The storefront's path prefix, or the backend call's `language` parameter. */
  readonly explicit?: unknown;
  /** The `locale` cookie's value. */
  readonly cookie?: unknown;
  /** The browser's most preferred language among `served` (Accept-Language, negotiated by the caller). */
  readonly browser?: (served: readonly string[]) => string | undefined;
}

/**
 * Spec 1 §1: the language is the path prefix, else the locale cookie, else the browser's language,
 * else the country's default. Only languages the country is served in count, so a stale cookie from
 * another country (or an unserved prefix) falls through to the next source. One rule for the
 * storefront's render and the backend's calls.
 */
export function chooseLocalisation(site: CountrySite, sources: LanguageChoiceSources): CountryLocalisation {
  const served = site.languages as readonly string[];
  const chosen = [languagePart(sources.explicit), languagePart(sources.cookie)]
    .find((language) => language !== undefined && served.includes(language));
  return localisationFor(site.code, chosen ?? sources.browser?.(served));
}
