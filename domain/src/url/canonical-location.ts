import { CONTENT_PAGE_SLUGS } from './content-pages.js';
import { hasForbiddenCharacters } from './forbidden-characters.js';
import { withoutHomeAlias } from './home.js';
import { splitLanguagePrefix } from './language-prefix.js';
import { lowercaseSegments } from './lowercase.js';
import { applyNativeRouting, stripRouteLetter } from './native-routing.js';
import { newsletterConsentTarget, type ConsentTarget } from './newsletter-consent.js';
import { rewriteOldPrefixes } from './old-prefixes.js';
import { classifyPage } from './page-kind.js';
import { decodePath, formatPath, withoutEmptySegments } from './path-codec.js';
import { formatQuery, parseQuery, type QueryPair } from './query-codec.js';
import { removeFirstPage } from './first-page.js';
import { isReservedPath } from './reserved-prefixes.js';
import { isStaticFilePath } from './static-file.js';
import { takesTrailingSlash } from './trailing-slash.js';
import type { UrlMarket } from './url-market.js';

export interface CanonicalContext {
  readonly market: UrlMarket;
  /** Added to the spec's content page slugs (the FAQ page, translated slugs). */
  readonly contentSlugs: readonly string[];
  /** Off when normalising a target, so a newsletter link cannot chain into another one. */
  readonly followConsent: boolean;
}

export type Canonical =
  | { readonly kind: 'untouched' }
  | { readonly kind: 'not-found' }
  /** `original` is the request in canonical escaping: a redirect is due when they differ. */
  | { readonly kind: 'canonical'; readonly original: string; readonly location: string };

const UNTOUCHED: Canonical = { kind: 'untouched' };
const NOT_FOUND: Canonical = { kind: 'not-found' };

/**
 * Every rewrite composed in one pass, so that a single redirect reaches the final URL: language
 * prefix, old prefixes (before lower-casing, so a search term keeps its case), lower case, native
 * letters, home alias, native routing, trailing slash, first page.
 */
function canonicalPage(segments: readonly string[], query: readonly QueryPair[], context: CanonicalContext): string {
  const { market } = context;
  const prefix = splitLanguagePrefix(withoutEmptySegments(segments), market);
  const old = rewriteOldPrefixes(prefix.segments, query);
  const letter = stripRouteLetter(lowercaseSegments(old.segments));
  const page = withoutHomeAlias(letter.segments);
  const contentSlugs = [...CONTENT_PAGE_SLUGS, ...lowercaseSegments(context.contentSlugs)];
  // Outside native routing the letter is gone from the final URL, so the slug alone decides:
  // honouring /product/x there would send '/x' on to '/x/' with a second redirect.
  const hint = market.nativeRouting ? (letter.hint ?? old.hint) : undefined;
  const kind = classifyPage(page, hint, contentSlugs);
  const routed = market.nativeRouting ? applyNativeRouting(page, kind) : page;
  const path = formatPath({
    segments: prefix.language === undefined ? routed : [prefix.language, ...routed],
    trailingSlash: takesTrailingSlash(kind),
  });
  return path + formatQuery(removeFirstPage(old.query));
}

function consentLocation(target: ConsentTarget, context: CanonicalContext): string {
  const path = formatPath(target);
  const query = formatQuery(target.query);
  const outcome = canonicalise(path, query, { ...context, followConsent: false });
  // A target under a reserved prefix (/api/…) is left as the (already escaped) target.
  return outcome.kind === 'canonical' ? outcome.location : path + query;
}

/** The canonical URL of a request, or why it has none (reserved or static: untouched; quotes: 404). */
export function canonicalise(path: string, query: string, context: CanonicalContext): Canonical {
  if (isReservedPath(path) || isStaticFilePath(path)) return UNTOUCHED;
  const parts = decodePath(path);
  // Reading chosen: malformed percent-encoding cannot name a route either: not found.
  if (parts === undefined || hasForbiddenCharacters(parts.segments)) return NOT_FOUND;
  const pairs = parseQuery(query);
  const original = formatPath(parts) + formatQuery(pairs);
  const consent = context.followConsent ? newsletterConsentTarget(parts.segments, pairs, context.market) : undefined;
  const location = consent === undefined ? canonicalPage(parts.segments, pairs, context) : consentLocation(consent, context);
  return { kind: 'canonical', original, location };
}
