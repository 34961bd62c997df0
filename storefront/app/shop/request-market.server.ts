import { hasNativeRouting, splitLanguagePrefix, type UrlMarket } from '@shop/domain';
import { chooseLocalisation, LOCALE_COOKIE, marketForHost, type CountryLocalisation, type CountrySite } from '@shop/markets';
import { parse as parseCookies } from 'cookie';
import Negotiator from 'negotiator';
import { marketOrigin, productionDomains } from './market-origin.server';

export interface RequestMarket {
  readonly site: CountrySite;
  readonly localisation: CountryLocalisation;
  /** '' or '/fr': the language prefix the path carries. */
  readonly languagePrefix: string;
  readonly urlMarket: UrlMarket;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly host: string;
  /** The market's configured origin, for every absolute URL (market-origin.server.ts). */
  readonly origin: string;
}

export const urlMarketOf = (site: CountrySite, currentLanguage?: string): UrlMarket => ({
  country: site.code,
  defaultLanguage: site.defaultLanguage,
  languages: site.languages,
  nativeRouting: hasNativeRouting(site.code),
  ...(currentLanguage ? { currentLanguage: currentLanguage as UrlMarket['defaultLanguage'] } : {}),
});

/**
 * The page a request is for. A client-side navigation asks for its data at '/x/_.data' or '/x.data'
 * with a `_routes` parameter (React Router's single fetch); loaders and URL rules must see '/x/'
 * and the shopper's own query, exactly as on the document request.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length) || '/';
  else return url;
  // Removed as text: re-serialising the query would change the escaping the URL rules compare.
  url.search = url.search.slice(1).split('&').filter((pair) => pair !== '' && !pair.startsWith('_routes=')).join('&');
  return url;
}

/**
 * The market follows the host ({country}.localhost, plain localhost = SK, production domains);
 * an unknown host has none (undefined: the caller answers unknown-host.server.ts's 421, it is
 * never served as some market). The language follows the path prefix, then the locale cookie,
 * then the browser (spec 1 §1).
 */
export function requestMarket(request: Request, url: URL = pageUrlOf(request)): RequestMarket | undefined {
  const host = url.host;
  const site = marketForHost(host, productionDomains);
  if (!site) return undefined;
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const segments = url.pathname.split('/').filter(Boolean);
  const split = splitLanguagePrefix(segments, urlMarketOf(site));
  const acceptLanguage = request.headers.get('accept-language');
  const localisation = chooseLocalisation(site, {
    explicit: split.language,
    cookie: cookies[LOCALE_COOKIE.name],
    browser: (served) => (acceptLanguage ? new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...served]) : undefined),
  });
  return {
    site,
    localisation,
    languagePrefix: split.language ? `/${split.language}` : '',
    urlMarket: urlMarketOf(site, localisation.language),
    cookies,
    host,
    origin: marketOrigin(site, url),
  };
}
