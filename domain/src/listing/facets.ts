/** Facet value limits (spec 1 §2, §9): max 30, min 3. */
export const FACET_MAX_VALUES = 30;
export const FACET_MIN_VALUES = 3;

/** Category levels 0 to 4 are filterable (spec 1 §2). */
export const CATEGORY_LEVELS = [0, 1, 2, 3, 4] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

/**
 * The index attribute of a category level. The spec names no attribute; we use the hosted
 * search's hierarchical convention "categories.lvlN".
 */
export const categoryLevelAttribute = (level: CategoryLevel): `categories.lvl${CategoryLevel}` =>
  `categories.lvl${level}`;

/** Filter attributes (spec 1 §2): tags, price, average rating, brand, category levels 0 to 4. */
export const FILTER_ATTRIBUTES = [
  'tags',
  'price',
  'averageRating',
  'brand',
  ...CATEGORY_LEVELS.map(categoryLevelAttribute),
] as const;
export type FilterAttribute = 'tags' | 'price' | 'averageRating' | 'brand' | ReturnType<typeof categoryLevelAttribute>;

export const isFilterAttribute = (value: unknown): value is FilterAttribute =>
  typeof value === 'string' && (FILTER_ATTRIBUTES as readonly string[]).includes(value);

/**
 * How many values a facet asks the search for. Reading chosen: "max 30, min 3" bound the request,
 * so a requested count is clamped into 3..30 and a missing or non-finite one asks for the max.
 */
export function facetValueLimit(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested)) return FACET_MAX_VALUES;
  return Math.min(FACET_MAX_VALUES, Math.max(FACET_MIN_VALUES, Math.floor(requested)));
}
