import { hasNativeRouting, splitLanguagePrefix, type UrlMarket } from '@shop/domain';
import {
  chooseLocalisation,
  defaultMarket,
  LOCALE_COOKIE,
  marketForHost,
  parseProductionDomains,
  type CountryLocalisation,
  type CountrySite,
} from '@shop/markets';
import { parse as parseCookies } from 'cookie';
import Negotiator from 'negotiator';

// Read once: a malformed MARKET_DOMAINS stops the server at start, naming the entry.
const productionDomains = parseProductionDomains(process.env.MARKET_DOMAINS);

export interface RequestMarket {
  readonly site: CountrySite;
  readonly localisation: CountryLocalisation;
  /** '' or '/fr': the language prefix the path carries. */
  readonly languagePrefix: string;
  readonly urlMarket: UrlMarket;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly host: string;
}

export const urlMarketOf = (site: CountrySite, currentLanguage?: string): UrlMarket => ({
  country: site.code,
  defaultLanguage: site.defaultLanguage,
  languages: site.languages,
  nativeRouting: hasNativeRouting(site.code),
  ...(currentLanguage ? { currentLanguage: currentLanguage as UrlMarket['defaultLanguage'] } : {}),
});

/**
 * The market follows the host ({country}.localhost, plain localhost = SK, production domains);
 * an unknown host gets the default market rather than an error page. The language follows the
 * path prefix, then the locale cookie, then the browser (spec 1 §1).
 */
export function requestMarket(request: Request): RequestMarket {
  const url = new URL(request.url);
  const host = url.host;
  const site = marketForHost(host, productionDomains) ?? defaultMarket;
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
  };
}
