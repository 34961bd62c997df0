/**
 * The Content-Security-Policy of every page. The shop's own origin serves every script, style
 * sheet, font and call; React Router's inline bootstrap and streamed data carry the request's
 * nonce. Anything else is named by whoever needs it (a configured third-party widget, a page
 * such as a payment step through its route's `handle`) as `PolicySources`, and only then allowed.
 */

/** Origins (or other source expressions) one feature needs, per kind of load. */
export interface PolicySources {
  readonly script?: readonly string[];
  readonly style?: readonly string[];
  readonly img?: readonly string[];
  readonly font?: readonly string[];
  readonly connect?: readonly string[];
  readonly frame?: readonly string[];
  readonly media?: readonly string[];
  /** Where a form may post to (and be redirected to after a post), e.g. a payment provider's 3-D Secure page. */
  readonly formAction?: readonly string[];
}

/** The policy's source kinds that features may extend, each with the directive it lands in. */
const EXTENSIBLE: Readonly<Record<keyof PolicySources, string>> = {
  script: 'script-src',
  style: 'style-src',
  img: 'img-src',
  font: 'font-src',
  connect: 'connect-src',
  frame: 'frame-src',
  media: 'media-src',
  formAction: 'form-action',
};

// A nonce is base64 of random bytes (entry.server makes it); anything else would let a caller
// smuggle another source expression into the header.
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;
// What a feature may add: a scheme-and-host origin (with port, or a leading `*.` label), nothing
// that widens the policy by keyword or scheme alone.
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/;

/** The origin of an http(s) address as a CSP source (`https://widget.example.com`), or undefined. */
export function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** One set of sources that allows everything a widget loads from its own origin. */
export function widgetSources(origins: readonly (string | undefined)[]): PolicySources {
  const allowed = [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
  return allowed.length === 0 ? {} : { script: allowed, style: allowed, img: allowed, connect: allowed, frame: allowed };
}

/**
 * The policy for one page answer.
 *
 * - Scripts: the shop's own files and the inline scripts carrying `nonce`; no `unsafe-inline`,
 *   no `unsafe-eval`, no `strict-dynamic` (that would drop the origin list that keeps third
 *   parties to what is configured).
 * - Style sheets (`style-src-elem`): own files and nonce'd `<style>` only. Style attributes
 *   (`style-src-attr 'unsafe-inline'`): React writes data-driven values as attributes (rating
 *   stars' `--rating`, an image's aspect ratio, a bar's width); an attribute cannot load anything
 *   (img-src still applies) nor select other elements, and CMS HTML loses its style attributes to
 *   the sanitizer, so this is the one inline allowance.
 * - Images and media: own files (`/media`, `/images`), `data:` (the CSS draws icons as data URLs)
 *   and any https host, because CMS content (CONTENT_DIR) names its pictures and videos on a CDN
 *   of its own; an image runs no code.
 * - Frames of the shop in other sites (`frame-ancestors 'none'`), `<base>`, plugins and form
 *   posts elsewhere are refused.
 */
export function contentSecurityPolicy(nonce: string, additions: readonly PolicySources[] = []): string {
  return policyFor(additions)(nonce);
}

/**
 * The policy for a set of additions, checked and joined once (a process's sources are fixed);
 * only the nonce changes from one page answer to the next.
 */
export function policyFor(additions: readonly PolicySources[] = []): (nonce: string) => string {
  const added = (kind: keyof PolicySources): string[] => {
    const sources = additions.flatMap((addition) => addition[kind] ?? []);
    const refused = sources.filter((source) => !ORIGIN.test(source));
    if (refused.length > 0) throw new Error(`contentSecurityPolicy: ${EXTENSIBLE[kind]} takes origins only, not ${refused.join(', ')}`);
    return [...new Set(sources)];
  };
  const frames = added('frame');
  const NONCE_SLOT = '{nonce}';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${NONCE_SLOT}'`, ...added('script')]],
    ['style-src', ["'self'", `'nonce-${NONCE_SLOT}'`, ...added('style')]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:', ...added('img')]],
    ['font-src', ["'self'", ...added('font')]],
    ['connect-src', ["'self'", ...added('connect')]],
    ['media-src', ["'self'", 'https:', ...added('media')]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...added('formAction')]],
    ['frame-ancestors', ["'none'"]],
  ];
  const [before, between, after] = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ').split(NONCE_SLOT);
  return (nonce) => {
    if (!NONCE.test(nonce)) throw new Error('contentSecurityPolicy: the nonce must be base64 of random bytes');
    return `${before}${nonce}${between}${nonce}${after}`;
  };
}
