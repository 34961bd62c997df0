import { isReservedPath, normaliseUrl, type NormaliseUrlResult, type SeoRedirect } from '@shop/domain';
import { COUNTRY_COOKIE, CURRENCY_COOKIE, LANGUAGE_COUNTRY_COOKIE, LOCALE_COOKIE, localeFor, STORE_COOKIE, type MarketCookie } from '@shop/markets';
import { serialize } from 'cookie';
import { redirect, type MiddlewareFunction } from 'react-router';
import { isCacheInvalidationPath } from '../content/cache/invalidation-routes';
import { contentPageSlugs } from '../content/page-slugs.server';
import { BackendClient, BackendError } from './backend.server';
import { pageUrlOf, requestMarket, type RequestMarket } from './request-market.server';
import { handsOnNewSession, setsSession } from './session-cookie';
import { shopContext } from './shop-context';
import { createTtlCache } from './ttl-cache.server';
import { unknownHostResponse } from './unknown-host.server';

/** The registry's answers, a minute per host, language and path: every page view asks before anything else. */
const seoRedirects = createTtlCache<SeoRedirect | undefined>({ ttlMs: 60_000, maxEntries: 5000 });

/** The backend's SEO registry for this path, or undefined (404 = no entry; a failure never blocks the page, nor is kept). */
async function seoRedirectFor(backend: BackendClient, market: RequestMarket, path: string): Promise<SeoRedirect | undefined> {
  try {
    return await seoRedirects.get(`${market.host}|${market.localisation.language}|${path}`, async () => {
      try {
        const answer = await backend.get<{ redirectionCode: number; targetURL: string }>('/api/content/seo-redirection', { sourceUrl: path });
        return { code: answer.redirectionCode === 301 ? 301 : 308, targetUrl: answer.targetURL } as SeoRedirect;
      } catch (error) {
        if (error instanceof BackendError && error.status === 404) return undefined;
        throw error;
      }
    });
  } catch (error) {
    console.warn(`seo-redirection unavailable: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Spec 1 §2's rules for one page request, decided in one pass (the SEO registry's answer and the
 * CMS's page slugs of the locale included, so /faq/ stays a content page under LT's native routing).
 */
async function urlDecision(backend: BackendClient, url: URL, market: RequestMarket, pageSlugs: Promise<readonly string[]>): Promise<NormaliseUrlResult> {
  const [seoRedirect, contentSlugs] = await Promise.all([seoRedirectFor(backend, market, url.pathname), pageSlugs]);
  return normaliseUrl({ path: url.pathname, query: url.search, market: market.urlMarket, contentSlugs, ...(seoRedirect ? { seoRedirect } : {}) });
}

const cookieHeader = (cookie: MarketCookie, value: string): string =>
  serialize(cookie.name, value, { maxAge: cookie.maxAgeSeconds, path: cookie.path, sameSite: cookie.sameSite });

/**
 * A path that names the country's default language (/de/… on CH) is redirected to the root, where
 * the locale cookie would otherwise keep a shopper who switched to French in French: naming the
 * language in the path is a choice, so the cookie follows it (the language switch works without JS).
 */
function languageChoiceCookie(url: URL, market: RequestMarket): HeadersInit {
  const first = url.pathname.split('/')[1]?.toLowerCase();
  if (first !== market.site.defaultLanguage || !market.site.localisations.some((l) => l.isMultiLanguage)) return {};
  return { 'set-cookie': cookieHeader(LOCALE_COOKIE, localeFor(market.site.code, first)) };
}

/** Reserved prefixes (/., /__, /api, /font) are never pages: a bare 404, no layout, no backend call. */
const reservedNotFound = (): Response =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * Every page request: the market from the host, the language from prefix, cookie or browser, then
 * spec 1 §2's URL rules (one redirect to the canonical URL, 308 or the SEO registry's 301), then
 * the page. On the way out, the backend's cookies and the market cookies (a year; locale 365 days,
 * SameSite Lax) are set.
 *
 * A route holding a quote is a 404, but the 404 page belongs inside the layout, which needs the root
 * loader's shell: a middleware that throws stops every loader. So the request goes on marked
 * `notFound`, and the page resolver (and every route that takes a free path segment) answers 404
 * before doing anything else; the root's error boundary then renders the 404 page in the layout.
 */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // A client-side navigation's data request ('/x/_.data') is judged as the page it is for.
  const url = pageUrlOf(request);
  if (isReservedPath(url.pathname)) return reservedNotFound();
  // Operations' endpoints serve no market: no market is looked for, none is needed.
  if (isCacheInvalidationPath(url.pathname)) return next();
  const market = requestMarket(request, url);
  if (!market) return unknownHostResponse();
  const backend = new BackendClient({
    host: market.host,
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    language: market.localisation.language,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
    ...(request.headers.get('x-forwarded-for') ? { clientIp: request.headers.get('x-forwarded-for')! } : {}),
  });
  let notFound = false;
  // Cached per locale (content cache), never failing; also wanted after a form post, whose page's links the chrome writes.
  const pageSlugs = contentPageSlugs(backend, market.localisation.languageAndCountry);
  if (request.method === 'GET' || request.method === 'HEAD') {
    const decision = await urlDecision(backend, url, market, pageSlugs);
    if (decision.kind === 'redirect') throw redirect(decision.location, { status: decision.status, headers: languageChoiceCookie(url, market) });
    notFound = decision.kind === 'not-found';
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
    origin: market.origin,
    contentSlugs: await pageSlugs,
    ...(notFound ? { notFound } : {}),
  });
  let response = await next();
  if (notFound && response.status < 400) {
    // A route that ignored the mark must not serve the page with 200: the status is what counts.
    console.error(`A route served ${url.pathname} although its path holds a forbidden character`);
    response = reservedNotFound();
  }
  const sessionToo = handsOnNewSession(request.method, request.headers.get('cookie'));
  for (const line of backend.setCookies) if (sessionToo || !setsSession(line)) response.headers.append('set-cookie', line);
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
