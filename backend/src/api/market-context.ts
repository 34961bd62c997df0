import Negotiator from 'negotiator';
import { chooseLocalisation, LOCALE_COOKIE, type CountryConfig } from '@shop/markets';
import type { MarketContext } from './call-context.js';

/** The parts of a request that choose the language: its query parameters, cookies and headers (Accept-Language). */
export interface LanguageSources {
  readonly query: Readonly<Record<string, unknown>>;
  readonly cookies?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The browser's most preferred language the country is served in, by Accept-Language (weights,
 * order, q=0 refusals: negotiator's reading of RFC 9110). The country's languages are offered bare
 * ('fr'), so any country's variant of a served language matches ('fr-FR' on CH is French). They
 * are offered default first, so '*' picks the default. No header, no browser preference.
 */
function browserLanguage(headers: LanguageSources['headers'], served: readonly string[]): string | undefined {
  const accept = headers?.['accept-language'];
  if (typeof accept !== 'string' || !accept.trim()) return undefined;
  return new Negotiator({ headers: { 'accept-language': accept } }).language(served);
}

/**
 * The call's market. The country, currency and store follow the host (already resolved to
 * `config`); the language is the storefront's language prefix (`language` query parameter), else
 * the locale cookie, else the browser's language (Accept-Language), else the country's default
 * (spec 1 §1: cookie, then browser language, then domain). Only languages the country is served
 * in count (an unserved prefix falls through to the cookie, and so on: fr on an SK host is sk-SK),
 * so a stale cookie from another country never selects a locale the market lacks.
 */
export function marketContext(config: CountryConfig, request: LanguageSources): MarketContext {
  const { site } = config;
  const localisation = chooseLocalisation(site, {
    explicit: request.query['language'],
    cookie: request.cookies?.[LOCALE_COOKIE.name],
    browser: (served) => browserLanguage(request.headers, served),
  });
  return {
    country: site.code,
    language: localisation.language,
    locale: localisation.languageAndCountry,
    currency: site.currency,
    storeKey: site.storeKey,
  };
}
