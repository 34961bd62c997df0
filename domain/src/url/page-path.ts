import { applyNativeRouting } from './native-routing.js';
import { formatPath } from './path-codec.js';
import { takesTrailingSlash } from './trailing-slash.js';

/**
 * The path of a product page as links write it, in the URL form the normalisation rules keep
 * (so following a link never costs a redirect): /{slug} without a trailing slash, /p/{slug} where
 * the market uses native routing (spec 1 §2). The language prefix is the caller's.
 */
export function productPagePath(slug: string, nativeRouting: boolean): string {
  return pagePath([slug], 'product', nativeRouting);
}

/**
 * The path of a category listing: /{slug}/ with the trailing slash categories keep, /c/{slug}/
 * under native routing. Reading chosen: a category is linked by its own slug alone (the demo's and
 * the SEO registry's category URLs are one segment), whatever its depth.
 */
export function categoryListingPath(slug: string, nativeRouting: boolean): string {
  return pagePath([slug], 'category', nativeRouting);
}

function pagePath(segments: readonly string[], kind: 'product' | 'category', nativeRouting: boolean): string {
  const slug = segments.at(-1) ?? '';
  if (slug.trim() === '' || slug.includes('/')) throw new RangeError(`not a ${kind} slug: "${slug}"`);
  const routed = nativeRouting ? applyNativeRouting(segments, kind) : segments;
  return formatPath({ segments: routed.map((segment) => segment.toLowerCase()), trailingSlash: takesTrailingSlash(kind) });
}
