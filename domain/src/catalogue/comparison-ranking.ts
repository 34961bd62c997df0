/** Comparison products (spec 1 §5, §9; spec 2 §9). */
export const COMPARISON_FETCH_LIMIT = 30;
/** Another reading leaves the display limit as an unshown named constant; we use the 5 given. */
export const COMPARISON_DISPLAY_LIMIT = 5;
export const COMPARISON_DEFAULT_ATTRIBUTE_LIMIT = 5;

export const COMPARISON_SCORES = { inStock: 3, popular: 2, sale: 1 } as const;

export interface ComparisonCandidate {
  /** availability.noChannel.isOnStock of the variant. */
  readonly isOnStock: boolean;
  /** The variant's tags attribute. */
  readonly tags: readonly string[];
}

/**
 * Readings chosen: the tags are matched case-insensitively against "Popular" and "Sale" (they are
 * merchandiser-entered values), each counts once however often it repeats, and only the exact
 * word counts, so the listing tag "on-sale" does not score as "Sale".
 */
const hasTag = (tags: readonly string[], wanted: string): boolean =>
  tags.some((tag) => tag.trim().toLowerCase() === wanted);

export function comparisonScore(product: ComparisonCandidate): number {
  return (
    (product.isOnStock ? COMPARISON_SCORES.inStock : 0) +
    (hasTag(product.tags, 'popular') ? COMPARISON_SCORES.popular : 0) +
    (hasTag(product.tags, 'sale') ? COMPARISON_SCORES.sale : 0)
  );
}

/**
 * The products to show, best score first. Ties keep the order the backend returned them in
 * (Array.prototype.sort is stable), then the list is cut to the display limit.
 */
export function rankComparisonProducts<T extends ComparisonCandidate>(
  products: readonly T[],
  limit: number = COMPARISON_DISPLAY_LIMIT,
): T[] {
  return products
    .map((product) => ({ product, score: comparisonScore(product) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, limit))
    .map(({ product }) => product);
}
