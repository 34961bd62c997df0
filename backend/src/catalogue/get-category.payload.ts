import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, Matches, ValidateNested,
} from 'class-validator';

/**
 * The named category queries (spec 1 §7: getCategory takes "filter and a named custom query"),
 * after getProduct's: one name per thing the storefront shows.
 * - main (the default): the category page, by `slug` (tried in each of `acceptLanguage`, default
 *   the market's language), `id` or `key`; `fetchSiblings` answers its parent's children instead;
 * - children: the children of the category given by slug, id or key (the category menu);
 * - roots: the first-level categories (category bar, footer's "first-level categories").
 */
export const CATEGORY_QUERIES = ['main', 'children', 'roots'] as const;
export type CategoryQueryName = (typeof CATEGORY_QUERIES)[number];

/**
 * The `filter` of getCategory. Only what a category answer can honour: `hasProducts` keeps the
 * categories whose custom field hasProducts is the string 'true' in the call's language (true) or
 * is not (false). The language is the session's (market), not a filter field: a filter cannot
 * contradict it. Any other field is refused by name.
 */
export class CategoryFilterPayload {
  @IsOptional()
  @IsBoolean()
  hasProducts?: boolean;
}

/** Part 0 of getCategory: a named query (default 'main'), the fields it uses, and a `filter`. */
export class GetCategoryPayload {
  @IsOptional()
  @IsIn(CATEGORY_QUERIES)
  query?: CategoryQueryName;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  slug?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  id?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  key?: string;

  /** Used with a slug; with id, key or 'roots' it is accepted and changes nothing. */
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(30)
  @Matches(/^[a-z]{2}(-[A-Z]{2})?$/, { each: true, message: 'each value in acceptLanguage must be a language such as sk or sk-SK' })
  acceptLanguage?: string[];

  @IsOptional()
  @IsBoolean()
  fetchSiblings?: boolean;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CategoryFilterPayload)
  filter?: CategoryFilterPayload;
}

const LOOKUPS = ['slug', 'id', 'key'] as const;
const FIELDS_OF: Record<CategoryQueryName, readonly (keyof GetCategoryPayload)[]> = {
  main: [...LOOKUPS, 'fetchSiblings'],
  children: LOOKUPS,
  roots: [],
};

/** The failure of a query given the wrong fields, naming them; undefined when the fields fit. */
export function categoryQueryFailure(payload: GetCategoryPayload, path = 'payload[0]'): string | undefined {
  const query = payload.query ?? 'main';
  const allowed = FIELDS_OF[query];
  const stray = ([...LOOKUPS, 'fetchSiblings'] as const).filter((field) => payload[field] !== undefined && !allowed.includes(field));
  if (stray.length) return `${path}.${stray[0]} is not used by query '${query}'`;
  if (query === 'roots') return undefined;
  const given = LOOKUPS.filter((field) => payload[field] !== undefined);
  if (given.length === 1) return undefined;
  return `${path} must have exactly one of ${LOOKUPS.join(', ')} for query '${query}'; ${given.length ? `got ${given.join(' and ')}` : 'none was given'}`;
}
