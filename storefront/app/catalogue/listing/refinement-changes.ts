import { CATEGORY_LEVELS, CATEGORY_PATH_SEPARATOR, categoryLevelAttribute, type CategoryLevel, type PriceRange, type RefinementAttribute, type Refinements } from '@shop/domain';

/** Pure changes of a refinement set, each giving the next state a filter link points to. */

function withList(refinements: Refinements, attribute: RefinementAttribute, values: readonly string[]): Refinements {
  const lists = { ...refinements.lists };
  if (values.length === 0) delete lists[attribute];
  else lists[attribute] = values;
  return { ...refinements, lists };
}

export const isRefined = (refinements: Refinements, attribute: RefinementAttribute, value: string): boolean =>
  (refinements.lists[attribute] ?? []).includes(value);

/** Adds the value (OR with the attribute's others) or, when it is refined, removes it. */
export function toggleValue(refinements: Refinements, attribute: RefinementAttribute, value: string): Refinements {
  const current = refinements.lists[attribute] ?? [];
  return withList(refinements, attribute, current.includes(value) ? current.filter((each) => each !== value) : [...current, value]);
}

export function withPrice(refinements: Refinements, price: PriceRange | undefined): Refinements {
  const { price: _previous, ...rest } = refinements;
  return price ? { ...rest, price } : rest;
}

export function withMinRating(refinements: Refinements, minRating: number | undefined): Refinements {
  const { minRating: _previous, ...rest } = refinements;
  return minRating === undefined ? rest : { ...rest, minRating };
}

export const CATEGORY_ATTRIBUTES = CATEGORY_LEVELS.map(categoryLevelAttribute);

/** The deepest refined category path of a search, as level and path. */
export function refinedCategory(refinements: Refinements): { level: CategoryLevel; path: string } | undefined {
  for (let level = 4; level >= 0; level -= 1) {
    const path = refinements.lists[CATEGORY_ATTRIBUTES[level]!]?.[0];
    if (path !== undefined) return { level: level as CategoryLevel, path };
  }
  return undefined;
}

/**
 * The search page's category filter is one path down the tree (a hierarchical menu): choosing a
 * category replaces any other category refinement, and removing one goes up to its parent.
 */
export function withCategoryPath(refinements: Refinements, path: string | undefined): Refinements {
  let next = refinements;
  for (const attribute of CATEGORY_ATTRIBUTES) next = withList(next, attribute, []);
  if (path === undefined) return next;
  const level = path.split(CATEGORY_PATH_SEPARATOR).length - 1;
  if (level > 4) return next;
  return withList(next, CATEGORY_ATTRIBUTES[level]!, [path]);
}

export function parentCategoryPath(path: string): string | undefined {
  const parts = path.split(CATEGORY_PATH_SEPARATOR);
  return parts.length > 1 ? parts.slice(0, -1).join(CATEGORY_PATH_SEPARATOR) : undefined;
}

/** The last level's name of a path ("Gastro > Ovens" → "Ovens"). */
export const categoryLeaf = (path: string): string => path.split(CATEGORY_PATH_SEPARATOR).at(-1) ?? path;

/** Every refinement removed (the query and sort stay). */
export const NO_REFINEMENTS: Refinements = { lists: {} };
