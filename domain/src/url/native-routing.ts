import type { CountryCode } from '../market/codes.js';
import type { HintedSegments, PageHint } from './page-hint.js';
import type { PageKind } from './page-kind.js';

/** Spec 1 §2, spec 2 §9: native routing (/p/ products, /c/ categories) is on for LT only. */
export const NATIVE_ROUTING_COUNTRIES: readonly CountryCode[] = ['LT'];

export const hasNativeRouting = (country: CountryCode): boolean => NATIVE_ROUTING_COUNTRIES.includes(country);

export const PRODUCT_LETTER = 'p';
export const CATEGORY_LETTER = 'c';

const LETTERS: Readonly<Record<string, PageHint>> = { [PRODUCT_LETTER]: 'product', [CATEGORY_LETTER]: 'category' };

/**
 * Every market first reduces a path to its letter-free form; native routing then puts the letter
 * back, so '/c/x' and '/x' end on the same URL. A bare '/p' or '/c' points nowhere and becomes home.
 */
export function stripRouteLetter(segments: readonly string[]): HintedSegments {
  const [first = '', ...rest] = segments;
  const hint = LETTERS[first];
  return hint === undefined ? { segments, hint } : { segments: rest, hint };
}

/**
 * Native form: /p/{slug} with the product's own slug only (any category path before it is
 * dropped), /c/{path…} for categories; home, named routes and content pages are unchanged.
 */
export function applyNativeRouting(segments: readonly string[], kind: PageKind): readonly string[] {
  const slug = segments.at(-1);
  if (kind === 'product' && slug !== undefined) return [PRODUCT_LETTER, slug];
  if (kind === 'category') return [CATEGORY_LETTER, ...segments];
  return segments;
}
