import { normaliseUrl, type SeoRedirect } from '@shop/domain';
import { COUNTRY_COOKIE, CURRENCY_COOKIE, LANGUAGE_COUNTRY_COOKIE, LOCALE_COOKIE, STORE_COOKIE, type MarketCookie } from '@shop/markets';
import { serialize } from 'cookie';
import { data, redirect, type MiddlewareFunction } from 'react-router';
import { BackendClient, BackendError } from './backend.server';
import { requestMarket } from './request-market.server';
import { shopContext } from './shop-context';

/** The backend's SEO registry for this path, or undefined (404 = no entry; a failure never blocks the page). */
async function seoRedirectFor(backend: BackendClient, path: string): Promise<SeoRedirect | undefined> {
  try {
    const answer = await backend.get<{ redirectionCode: number; targetURL: string }>('/api/content/seo-redirection', { sourceUrl: path });
    return { code: answer.redirectionCode === 301 ? 301 : 308, targetUrl: answer.targetURL } as SeoRedirect;
  } catch (error) {
    if (!(error instanceof BackendError && error.status === 404)) console.warn(`seo-redirection unavailable: ${(error as Error).message}`);
    return undefined;
  }
}

const cookieHeader = (cookie: MarketCookie, value: string): string =>
  serialize(cookie.name, value, { maxAge: cookie.maxAgeSeconds, path: cookie.path, sameSite: cookie.sameSite });

/**
 * Every page request: the market from the host, the language from prefix, cookie or browser, then
 * spec 1 §2's URL rules (one redirect to the canonical URL, 308 or the SEO registry's 301; a route
 * with a quote is a 404), then the page. On the way out, the backend's cookies and the market
 * cookies (a year; locale 365 days, SameSite Lax) are set.
 */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const market = requestMarket(request);
  const url = new URL(request.url);
  const backend = new BackendClient({
    host: market.host,
    language: market.localisation.language,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (request.method === 'GET' || request.method === 'HEAD') {
    const seoRedirect = await seoRedirectFor(backend, url.pathname);
    const decision = normaliseUrl({ path: url.pathname, query: url.search, market: market.urlMarket, ...(seoRedirect ? { seoRedirect } : {}) });
    if (decision.kind === 'redirect') throw redirect(decision.location, decision.status);
    if (decision.kind === 'not-found') throw data(null, { status: 404 });
  }
  context.set(shopContext, {
    country: market.site.code,
    language: market.localisation.language,
    locale: market.localisation.languageAndCountry,
    currency: market.site.currency,
    storeKey: market.site.storeKey,
    languagePrefix: market.languagePrefix,
    nativeRouting: market.urlMarket.nativeRouting,
    backend,
    url,
  });
  const response = await next();
  for (const line of backend.setCookies) response.headers.append('set-cookie', line);
  const wanted: [MarketCookie, string][] = [
    [LOCALE_COOKIE, market.localisation.languageAndCountry],
    [COUNTRY_COOKIE, market.site.code],
    [LANGUAGE_COUNTRY_COOKIE, market.localisation.languageAndCountry],
    [STORE_COOKIE, market.site.storeKey],
    [CURRENCY_COOKIE, market.site.currency],
  ];
  for (const [cookie, value] of wanted) {
    if (market.cookies[cookie.name] !== value) response.headers.append('set-cookie', cookieHeader(cookie, value));
  }
  return response;
};
