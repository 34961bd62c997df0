import { canonicalise, type CanonicalContext } from './canonical-location.js';
import { withoutQuestionMark } from './query-codec.js';
import { DEFAULT_REDIRECT_STATUS, seoTargetOnSite, type RedirectStatus, type SeoRedirect } from './seo-redirect.js';
import type { UrlMarket } from './url-market.js';

export interface NormaliseUrlInput {
  /** The raw request path, still percent-encoded, without query. */
  readonly path: string;
  /** The raw query string, with or without its '?'. */
  readonly query?: string;
  readonly market: UrlMarket;
  /** The SEO registry's answer for this URL, when it has one: it wins over every other rule. */
  readonly seoRedirect?: SeoRedirect;
  /** Content page slugs beyond the spec's list (FAQ page, translated slugs). */
  readonly contentSlugs?: readonly string[];
}

export type NormaliseUrlResult =
  | { readonly kind: 'pass' }
  | { readonly kind: 'redirect'; readonly status: RedirectStatus; readonly location: string }
  | { readonly kind: 'not-found' };

const PASS: NormaliseUrlResult = { kind: 'pass' };
const NOT_FOUND: NormaliseUrlResult = { kind: 'not-found' };

const redirect = (status: RedirectStatus, location: string): NormaliseUrlResult => ({ kind: 'redirect', status, location });

const joinQuery = (path: string, query: string): string => (query === '' ? path : `${path}?${query}`);

/**
 * The registry's target is normalised like any URL, so the shopper still needs one redirect; a
 * target that normalises to the request itself would loop and is ignored.
 */
function followSeoRedirect(seo: SeoRedirect, input: NormaliseUrlInput, context: CanonicalContext): NormaliseUrlResult {
  const target = seoTargetOnSite(seo, input.query ?? '');
  if (target === undefined) return redirect(seo.code, seo.targetUrl);
  const outcome = canonicalise(target.path, target.query, context);
  const location = outcome.kind === 'canonical' ? outcome.location : joinQuery(target.path, target.query);
  const request = canonicalise(input.path, input.query ?? '', context);
  const requested = request.kind === 'canonical' ? request.original : joinQuery(input.path, withoutQuestionMark(input.query ?? ''));
  return location === requested ? PASS : redirect(seo.code, location);
}

/**
 * Spec 1 §2 rule 12: one pure decision per request. `pass` serves the URL as it is; `redirect`
 * sends the shopper, in one step, to the canonical URL (308, or the SEO registry's code);
 * `not-found` for a route holding a quote.
 */
export function normaliseUrl(input: NormaliseUrlInput): NormaliseUrlResult {
  const context: CanonicalContext = { market: input.market, contentSlugs: input.contentSlugs ?? [], followConsent: true };
  if (input.seoRedirect !== undefined) return followSeoRedirect(input.seoRedirect, input, { ...context, followConsent: false });
  const outcome = canonicalise(input.path, input.query ?? '', context);
  if (outcome.kind === 'untouched') return PASS;
  if (outcome.kind === 'not-found') return NOT_FOUND;
  return outcome.location === outcome.original ? PASS : redirect(DEFAULT_REDIRECT_STATUS, outcome.location);
}
