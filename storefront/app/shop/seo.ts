import { FIRST_PAGE, INDEX_ALLOWED_QUERY_PARAMS, PAGE_PARAM, SEARCH_QUERY_PARAMETER } from '@shop/domain';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { MetaDescriptor } from 'react-router';
import { localeMessages } from '../i18n/locale-messages';
import type { CompiledMessages } from '../i18n/messages.server';

/** Spec 1 §2: "Canonical robots: index/follow or noindex/nofollow." */
export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, nofollow';
/** The shop's name after a page's own title. */
export const TITLE_SUFFIX = ' | ProEquip';
/** Spec 1 §2: "A copyright-year meta is set." */
export const COPYRIGHT_YEAR_META = 'copyright-year';

/**
 * First path segments (after the language prefix) of pages that are the shopper's own or a step of
 * a flow: never indexed, never given a canonical link.
 */
export const PRIVATE_PAGE_SEGMENTS = [
  'my-account', 'checkout', 'login', 'log-out', 'create-account', 'password-reset', 'adyen-payment-error', 'exconsents', 'support',
] as const;

const SEARCH_SEGMENT = 'search';
/** The search term: a search page stays indexable with it and the page number, not with filters. */
const SEARCH_QUERY_PARAM = SEARCH_QUERY_PARAMETER;

/** The page path without the language prefix, for deciding what kind of page it is. */
function pageSegments(pathname: string, languagePrefix: string): string[] {
  const rest = languagePrefix && (pathname === languagePrefix || pathname.startsWith(`${languagePrefix}/`))
    ? pathname.slice(languagePrefix.length)
    : pathname;
  return rest.split('/').filter(Boolean).map((segment) => segment.toLowerCase());
}

const pageNumber = (params: URLSearchParams): number | undefined => {
  const text = params.get(PAGE_PARAM);
  return text !== null && /^\d+$/.test(text) && Number(text) > FIRST_PAGE ? Number(text) : undefined;
};

export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
}

export function isPrivatePage(location: PageLocation, languagePrefix: string): boolean {
  const [first] = pageSegments(location.pathname, languagePrefix);
  return first !== undefined && (PRIVATE_PAGE_SEGMENTS as readonly string[]).includes(first);
}

/** A search page with anything beyond the term and the page number (filters, sort, size). */
export function isFilteredSearch(location: PageLocation, languagePrefix: string): boolean {
  const segments = pageSegments(location.pathname, languagePrefix);
  if (segments.length !== 1 || segments[0] !== SEARCH_SEGMENT) return false;
  const allowed: readonly string[] = [...INDEX_ALLOWED_QUERY_PARAMS, SEARCH_QUERY_PARAM];
  return [...new URLSearchParams(location.search).keys()].some((key) => !allowed.includes(key));
}

/** index,follow unless the page is private, a filtered search or an error page. */
export function robotsFor(location: PageLocation, languagePrefix: string, isError: boolean): string {
  return isError || isPrivatePage(location, languagePrefix) || isFilteredSearch(location, languagePrefix) ? ROBOTS_NOINDEX : ROBOTS_INDEX;
}

/**
 * The default canonical link: the page's own path (the root middleware has already redirected to
 * the canonical spelling) with the page number only above 1 (spec 1 §2's index allow-list), and,
 * on the search page, the search term, without which every search would name the same page.
 */
export function defaultCanonical(origin: string, location: PageLocation, languagePrefix: string): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  const segments = pageSegments(location.pathname, languagePrefix);
  const term = params.get(SEARCH_QUERY_PARAM);
  if (segments.length === 1 && segments[0] === SEARCH_SEGMENT && term) kept.set(SEARCH_QUERY_PARAM, term);
  const page = pageNumber(params);
  if (page !== undefined) kept.set(PAGE_PARAM, String(page));
  const query = kept.toString();
  return `${origin}${location.pathname}${query ? `?${query}` : ''}`;
}

/** What the root needs to know for the default head tags. */
export interface ShopMetaInput {
  readonly origin: string;
  readonly languagePrefix: string;
  readonly year: number;
  readonly location: PageLocation;
  readonly isError: boolean;
}

const canonicalLink = (href: string): MetaDescriptor => ({ tagName: 'link', rel: 'canonical', href });

/** The root's head tags: robots, copyright year and, for indexable pages, the canonical link. */
export function shopMeta(input: ShopMetaInput): MetaDescriptor[] {
  const robots = robotsFor(input.location, input.languagePrefix, input.isError);
  return [
    { name: 'robots', content: robots },
    { name: COPYRIGHT_YEAR_META, content: String(input.year) },
    ...(robots === ROBOTS_INDEX ? [canonicalLink(defaultCanonical(input.origin, input.location, input.languagePrefix))] : []),
  ];
}

const isCanonical = (descriptor: MetaDescriptor): boolean =>
  'tagName' in descriptor && descriptor.tagName === 'link' && (descriptor as { rel?: unknown }).rel === 'canonical';
const isRobots = (descriptor: MetaDescriptor): boolean => 'name' in descriptor && descriptor.name === 'robots';
const isTitle = (descriptor: MetaDescriptor): boolean => 'title' in descriptor;

interface MetaMatch {
  readonly id: string;
  readonly meta: MetaDescriptor[];
  readonly loaderData?: unknown;
}

/**
 * React Router shows only the deepest route's meta, so a page with its own meta loses the root's
 * robots, canonical and copyright-year tags unless it keeps them: a page's meta function returns
 * `withShopMeta(matches, [...its own])`. The page's own title, canonical or robots replace the
 * root's; a canonical given as a path ('/p/x') is made absolute with the shop's origin.
 */
export function withShopMeta(matches: readonly (MetaMatch | undefined)[], own: readonly MetaDescriptor[]): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root');
  const origin = (root?.loaderData as { origin?: string } | undefined)?.origin ?? '';
  const ownHas = (test: (descriptor: MetaDescriptor) => boolean) => own.some(test);
  const inherited = (root?.meta ?? []).filter(
    (descriptor) => !(isCanonical(descriptor) && ownHas(isCanonical)) && !(isRobots(descriptor) && ownHas(isRobots)) && !(isTitle(descriptor) && ownHas(isTitle)),
  );
  const absolute = own.map((descriptor) => {
    const href = (descriptor as { href?: unknown }).href;
    return isCanonical(descriptor) && typeof href === 'string' && href.startsWith('/') ? { ...descriptor, href: `${origin}${href}` } : descriptor;
  });
  return [...inherited, ...absolute];
}

const intlCache = createIntlCache();
// One react-intl object per locale's messages: building one checks the locale against the
// browser's Intl data, ~30 ms of a hydration on a phone (Lighthouse's cart), and meta runs on
// every render of <Meta> and every server render.
const titleIntls = new WeakMap<CompiledMessages, Map<string, IntlShape>>();

function titleIntl(locale: string, messages: CompiledMessages): IntlShape {
  let byLocale = titleIntls.get(messages);
  if (!byLocale) titleIntls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = createIntl({ locale, messages, onError: () => undefined }, intlCache)));
  return intl;
}

/**
 * A page title from the shop's messages, for a meta function (which runs outside React, so without
 * the IntlProvider): in the locale of the root's shell, whose messages are at hand (locale-messages.ts).
 */
export function messageTitle(matches: readonly (MetaMatch | undefined)[], id: string): MetaDescriptor {
  const locale = (matches.find((match) => match?.id === 'root')?.loaderData as { market?: { locale?: string } } | undefined)?.market?.locale;
  const messages = locale ? localeMessages(locale) : undefined;
  if (!locale || !messages) return { title: TITLE_SUFFIX.replace(' | ', '') };
  return { title: `${titleIntl(locale, messages).formatMessage({ id })}${TITLE_SUFFIX}` };
}
