import { CATEGORY_LEVELS, categoryLevelAttribute, FACET_MAX_VALUES, type CategoryLevel } from './facets.js';
import { formatPriceRange, parsePriceRange, type PriceRange } from './price-filter.js';

/**
 * A listing's refinements as its URL carries them (spec 1 §2: "the query '[refinementList][tags][0]'";
 * brand pages "use a brand refinement query parameter"). Keys are written the spec's way, with the
 * leading bracket, like TAG_SEARCH_QUERY_KEY; InstantSearch's own spelling without it
 * (`refinementList[brand][0]`) is read too, and reported as a change so the URL is rewritten once.
 */
export const REFINEMENT_ATTRIBUTES = ['tags', 'brand', ...CATEGORY_LEVELS.map(categoryLevelAttribute)] as const;
export type RefinementAttribute = (typeof REFINEMENT_ATTRIBUTES)[number];

export const isRefinementAttribute = (value: unknown): value is RefinementAttribute =>
  typeof value === 'string' && (REFINEMENT_ATTRIBUTES as readonly string[]).includes(value);

/** The price range's key; its value is "min:max" in currency units (price-filter.ts). */
export const PRICE_RANGE_KEY = '[range][price]';
/** The average-rating filter's key; its value is the least average rating shown (1 to 5). */
export const RATING_KEY = '[ratingMenu][averageRating]';
export const MIN_RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** The separator of hierarchical category facet values ("Gastro > Ovens"). */
export const CATEGORY_PATH_SEPARATOR = ' > ';

export const refinementListKey = (attribute: RefinementAttribute, index: number): string =>
  `[refinementList][${attribute}][${index}]`;

export interface Refinements {
  /** Values per attribute, OR within an attribute, AND across attributes. */
  readonly lists: Readonly<Partial<Record<RefinementAttribute, readonly string[]>>>;
  readonly price?: PriceRange;
  readonly minRating?: number;
}

export interface ParsedRefinements {
  readonly refinements: Refinements;
  /** A key or value was dropped, repeated or spelt another way: the URL should be rewritten. */
  readonly changed: boolean;
}

const LIST_KEY = /^(\[refinementList\]|refinementList)\[([^\]]+)\]\[(\d*)\]$/;
const PRICE_KEYS = [PRICE_RANGE_KEY, 'range[price]'];
const RATING_KEYS = [RATING_KEY, 'ratingMenu[averageRating]'];
const RATING = /^[1-5]$/;

/** Is this query key one of the refinement keys (in either spelling), wanted or not? */
export const isRefinementKey = (key: string): boolean =>
  LIST_KEY.test(key) || PRICE_KEYS.includes(key) || RATING_KEYS.includes(key);

/** A categories.lvlN value names exactly N + 1 non-empty levels. */
function fitsAttribute(attribute: RefinementAttribute, value: string): boolean {
  if (!attribute.startsWith('categories.lvl')) return true;
  const level = Number(attribute.slice('categories.lvl'.length)) as CategoryLevel;
  const parts = value.split(CATEGORY_PATH_SEPARATOR);
  return parts.length === level + 1 && parts.every((part) => part.trim() !== '');
}

interface ListEntry {
  readonly index: number;
  readonly order: number;
  readonly value: string;
}

/**
 * Reads the refinement keys of a query (other keys are ignored). Readings chosen: a value is kept
 * as written apart from surrounding spaces; an unknown attribute, an empty or ill-formed value, a
 * repeated value, a bad price range or rating is dropped; an attribute keeps at most
 * FACET_MAX_VALUES values; each drop marks the result changed.
 */
export function parseRefinements(pairs: Iterable<readonly [string, string]>): ParsedRefinements {
  let changed = false;
  const entries = new Map<RefinementAttribute, ListEntry[]>();
  let price: PriceRange | undefined;
  let minRating: number | undefined;
  let priceSeen = false;
  let ratingSeen = false;
  let order = 0;
  for (const [key, raw] of pairs) {
    order += 1;
    const list = LIST_KEY.exec(key);
    if (list) {
      const [, prefix, attribute = '', index = ''] = list;
      if (prefix !== '[refinementList]' || index === '') changed = true;
      const value = raw.trim();
      if (!isRefinementAttribute(attribute) || value === '' || !fitsAttribute(attribute, value)) {
        changed = true;
        continue;
      }
      if (value !== raw) changed = true;
      const values = entries.get(attribute) ?? [];
      values.push({ index: index === '' ? Number.MAX_SAFE_INTEGER : Number(index), order, value });
      entries.set(attribute, values);
      continue;
    }
    if (PRICE_KEYS.includes(key)) {
      if (key !== PRICE_RANGE_KEY || priceSeen) changed = true;
      if (!priceSeen) {
        price = parsePriceRange(raw.trim());
        if (price === undefined || formatPriceRange(price) !== raw) changed = true;
      }
      priceSeen = true;
      continue;
    }
    if (RATING_KEYS.includes(key)) {
      if (key !== RATING_KEY || ratingSeen || !RATING.test(raw)) changed = true;
      if (!ratingSeen && RATING.test(raw)) minRating = Number(raw);
      ratingSeen = true;
    }
  }
  const lists: Partial<Record<RefinementAttribute, string[]>> = {};
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const found = entries.get(attribute);
    if (!found) continue;
    const sorted = [...found].sort((a, b) => a.index - b.index || a.order - b.order);
    if (sorted.some((entry, position) => entry.index !== position || entry !== found[position])) changed = true;
    const values = [...new Set(sorted.map((entry) => entry.value))];
    if (values.length !== sorted.length || values.length > FACET_MAX_VALUES) changed = true;
    lists[attribute] = values.slice(0, FACET_MAX_VALUES);
  }
  return {
    refinements: { lists, ...(price ? { price } : {}), ...(minRating !== undefined ? { minRating } : {}) },
    changed,
  };
}

/** The refinements as query pairs, in a fixed order, with canonical keys (0-based indexes). */
export function refinementPairs(refinements: Refinements): [string, string][] {
  const pairs: [string, string][] = [];
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    (refinements.lists[attribute] ?? []).forEach((value, index) => pairs.push([refinementListKey(attribute, index), value]));
  }
  if (refinements.price) pairs.push([PRICE_RANGE_KEY, formatPriceRange(refinements.price)]);
  if (refinements.minRating !== undefined) pairs.push([RATING_KEY, String(refinements.minRating)]);
  return pairs;
}

/** True when nothing is refined. */
export const hasNoRefinements = (refinements: Refinements): boolean =>
  REFINEMENT_ATTRIBUTES.every((attribute) => (refinements.lists[attribute] ?? []).length === 0) &&
  refinements.price === undefined &&
  refinements.minRating === undefined;
