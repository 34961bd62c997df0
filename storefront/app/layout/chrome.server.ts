import { isSameSitePath, normaliseUrl, tagSearchLink, type UrlMarket } from '@shop/domain';
import { COUNTRY_SITES, LOCALE_COOKIE, type LocaleCode } from '@shop/markets';
import type { ContentDocument } from '../content/content-document';
import { fetchContentDocument } from '../content/content-source.server';
import { urlMarketOf } from '../shop/request-market.server';
import type { ShopRequest } from '../shop/shop-context';
import type { ChromeCategory, ChromeData, FooterColumnData, FooterLinkData } from './chrome';
import { chromeConfigFromEnv } from './chrome-config';

// Read once per process: deployment settings do not change while it runs.
const config = chromeConfigFromEnv(process.env);
if (config.problems.length > 0) console.warn(`Storefront chrome settings ignored: ${config.problems.join('; ')}`);

/** The configured third-party scripts, for the pages' content security policy as for the chrome. */
export const thirdPartyConfig = config.thirdParty;

/**
 * The root categories are the same for every shopper of a locale: kept for a minute per locale,
 * so a page view costs no extra backend call (a failure is not kept, the next page retries). The
 * footer is CMS content and lives in the content cache (5 minutes, dropped by /cache-invalidate).
 */
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; value: unknown }>();

async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as T;
  const value = await load();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/**
 * A site path as the shopper should be sent there: domain's normalisation, so no link costs a
 * redirect. `contentSlugs` are the CMS's pages (the request's), which LT's native routing must not
 * send under /c/.
 */
export function canonicalHref(path: string, market: UrlMarket, contentSlugs: readonly string[] = []): string {
  const [pathname = '/', query = ''] = path.split(/\?(.*)/s, 2);
  const decision = normaliseUrl({ path: pathname, query, market, contentSlugs });
  return decision.kind === 'redirect' ? decision.location : path;
}

type Localised = Readonly<Record<string, string | undefined>>;
interface CategoryAnswer {
  categories: { results: { key?: string; id: string; name: Localised; slug: Localised; orderHint?: string }[] };
}

async function rootCategories(shop: ShopRequest, market: UrlMarket): Promise<ChromeCategory[]> {
  const answer = await shop.backend.call<CategoryAnswer>('getCategory', [
    { query: 'roots', acceptLanguage: [shop.language, shop.locale], filter: { hasProducts: true } },
  ]);
  return [...answer.categories.results]
    .sort((a, b) => Number(a.orderHint ?? Infinity) - Number(b.orderHint ?? Infinity))
    .flatMap((category) => {
      const name = category.name[shop.language];
      const slug = category.slug[shop.language];
      if (!name || !slug) return [];
      return [{ key: category.key ?? category.id, name, href: canonicalHref(`${shop.languagePrefix}/${slug}/`, market) }];
    });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The CMS's footer link, its own site paths made canonical; anything unexpected is dropped. */
function footerLink(raw: unknown, market: UrlMarket, contentSlugs: readonly string[]): FooterLinkData | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const link = raw as Record<string, unknown>;
  const url = text(link.url);
  const name = text(link.name);
  const translationKey = text(link.translationKey);
  const routeKey = text(link.routeKey);
  const tag = text(link.tag);
  return {
    ...(name ? { name } : {}),
    ...(translationKey ? { translationKey } : {}),
    ...(url ? { url: isSameSitePath(url) ? canonicalHref(url, market, contentSlugs) : url } : {}),
    ...(routeKey ? { routeKey } : {}),
    ...(tag ? { tag } : {}),
  };
}

function readFooterColumns(document: ContentDocument | null, market: UrlMarket, contentSlugs: readonly string[]): FooterColumnData[] {
  const navigation = document?.blocks.find((block) => block.type === 'navigation');
  const columns = Array.isArray(navigation?.['columns']) ? (navigation['columns'] as unknown[]) : [];
  return columns.flatMap((raw) => {
    const column = raw as { heading?: unknown; links?: unknown };
    const heading = text(column?.heading);
    if (!heading || !Array.isArray(column.links)) return [];
    return [{ heading, links: column.links.flatMap((link) => footerLink(link, market, contentSlugs) ?? []) }];
  });
}

/**
 * The footer's columns, kept beside the cached CMS document they come from (per country and
 * language, and the page slugs they were made canonical with): making its ~40 links canonical
 * cost ~0.4 ms on every page, for the same answer until the content cache holds a new document.
 */
const footerColumnsOf = new WeakMap<ContentDocument, Map<string, { contentSlugs: readonly string[]; columns: FooterColumnData[] }>>();

async function footerColumns(shop: ShopRequest, market: UrlMarket): Promise<FooterColumnData[]> {
  const document = await fetchContentDocument(shop, 'components', 'footer');
  const contentSlugs = shop.contentSlugs ?? [];
  if (!document) return readFooterColumns(document, market, contentSlugs);
  const byMarket = footerColumnsOf.get(document) ?? new Map();
  footerColumnsOf.set(document, byMarket);
  const key = `${shop.country}/${shop.language}`;
  const kept = byMarket.get(key);
  if (kept?.contentSlugs === contentSlugs) return kept.columns;
  const columns = readFooterColumns(document, market, contentSlugs);
  byMarket.set(key, { contentSlugs, columns });
  return columns;
}

function logged<T>(what: string, fallback: T): (error: unknown) => T {
  return (error) => {
    console.warn(`${what} unavailable, the chrome shows without it: ${(error as Error).message}`);
    return fallback;
  };
}

/** The chrome's part of the shell: categories, footer, language homes, external links, scripts. */
export async function loadChrome(shop: ShopRequest): Promise<ChromeData> {
  const site = COUNTRY_SITES[shop.country];
  const market = urlMarketOf(site, shop.language);
  const [categories, columns] = await Promise.all([
    cached(`categories:${shop.locale}`, () => rootCategories(shop, market)).catch(logged('Root categories', [])),
    footerColumns(shop, market).catch(logged('Footer content', null)),
  ]);
  const languageHomes: Partial<Record<LocaleCode, string>> = {};
  for (const localisation of site.localisations) {
    languageHomes[localisation.languageAndCountry] = canonicalHref(`/${localisation.language}/`, urlMarketOf(site, localisation.language));
  }
  return {
    categories,
    onSaleHref: canonicalHref(`${shop.languagePrefix}${tagSearchLink('on-sale')}`, market),
    languageHomes,
    localeCookie: { name: LOCALE_COOKIE.name, maxAgeSeconds: LOCALE_COOKIE.maxAgeSeconds },
    footerColumns: columns,
    links: config.links,
    thirdParty: config.thirdParty,
  };
}
