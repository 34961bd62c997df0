import { LOCALE_COOKIE, localisationFor, type CountryConfig } from '@shop/markets';
import type { MarketContext } from './call-context.js';

/** The parts of a request that choose the language: its query parameters and cookies. */
export interface LanguageSources {
  readonly query: Readonly<Record<string, unknown>>;
  readonly cookies?: Readonly<Record<string, unknown>>;
}

/** 'fr-CH' → 'fr', 'fr' → 'fr': the cookie holds a locale, the prefix a bare language. */
const languageOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().toLowerCase().split(/[-_]/)[0] : undefined;

/**
 * The call's market. The country, currency and store follow the host (already resolved to
 * `config`); the language is the storefront's language prefix (`language` query parameter), else
 * the locale cookie, else the country's default. Only languages the country is served in count
 * (an unserved prefix falls through to the cookie, then to the default: fr on an SK host is
 * sk-SK), so a stale cookie from another country never selects a locale the market lacks.
 */
export function marketContext(config: CountryConfig, request: LanguageSources): MarketContext {
  const { site } = config;
  const candidates = [languageOf(request.query['language']), languageOf(request.cookies?.[LOCALE_COOKIE.name])];
  const wanted = candidates.find((language) => language !== undefined && (site.languages as readonly string[]).includes(language));
  const localisation = localisationFor(site.code, wanted);
  return {
    country: site.code,
    language: localisation.language,
    locale: localisation.languageAndCountry,
    currency: site.currency,
    storeKey: site.storeKey,
  };
}
