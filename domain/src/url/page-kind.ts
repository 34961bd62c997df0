import { isProductSlug } from './product-slug.js';
import type { PageHint } from './page-hint.js';
import { ROUTES_WITHOUT_TRAILING_SLASH } from './trailing-slash.js';

/** Named routes outside the exception list: never a category, even under native routing. */
export const OTHER_NAMED_ROUTES = ['adyen-payment-error', 'exconsents'] as const;

export type PageKind = 'home' | 'exempt-route' | 'route' | 'content' | 'product' | 'category';

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/**
 * What a lower-cased, prefix-free path shows. Reading chosen for the catch-all /{slug}: a named
 * route or a content page is recognised by its first segment (so /inspirations/post-20240101/ is
 * content despite its 8 digits), a product by its last segment, and anything else is a category,
 * whatever its depth. An explicit /p/ or /c/ (or /product/, /category/) prefix, passed as the
 * hint where native routing keeps it, wins.
 */
export function classifyPage(segments: readonly string[], hint: PageHint | undefined, contentSlugs: readonly string[]): PageKind {
  const [first] = segments;
  if (first === undefined) return 'home';
  if (hint !== undefined) return hint;
  if (includes(ROUTES_WITHOUT_TRAILING_SLASH, first)) return 'exempt-route';
  if (includes(OTHER_NAMED_ROUTES, first)) return 'route';
  if (contentSlugs.includes(first)) return 'content';
  return isProductSlug(segments.at(-1) ?? first) ? 'product' : 'category';
}
