import {
  ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsOptional, IsString,
} from 'class-validator';
import { MAX_PAGE_LIMIT } from './catalogue-limits.js';
import { PagePayload } from './page.payload.js';

/** The named product queries of the storefront (spec 1 §7). */
export const PRODUCT_QUERIES = ['main', 'related', 'alternative', 'tagManager', 'listing'] as const;
export type ProductQueryName = (typeof PRODUCT_QUERIES)[number];

/**
 * Part 0 of getProduct: a named query and its filter fields.
 * - main: the product page, by `slug` (in the market's language) or `id`;
 * - related, alternative: by `skus`, published and in stock, at most 8;
 * - tagManager: by `skus`, published (in stock or not: the events report stock);
 * - listing: by `categoryIds`, paged with `limit` (default 24) and `offset`.
 * Which fields a query needs is checked by the handler (see `productQueryFailure`).
 */
export class GetProductPayload extends PagePayload {
  @IsIn(PRODUCT_QUERIES)
  query!: ProductQueryName;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  slug?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  id?: string;

  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_PAGE_LIMIT)
  @IsString({ each: true })
  skus?: string[];

  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_PAGE_LIMIT)
  @IsString({ each: true })
  categoryIds?: string[];
}

const FIELDS_OF: Record<ProductQueryName, readonly (keyof GetProductPayload)[]> = {
  main: ['slug', 'id'],
  related: ['skus'],
  alternative: ['skus'],
  tagManager: ['skus'],
  listing: ['categoryIds', 'limit', 'offset'],
};

/** The failure of a query given the wrong fields, naming them; undefined when the fields fit. */
export function productQueryFailure(payload: GetProductPayload, path = 'payload[0]'): string | undefined {
  const { query } = payload;
  const allowed = FIELDS_OF[query];
  const stray = (['slug', 'id', 'skus', 'categoryIds', 'limit', 'offset'] as const).filter(
    (field) => payload[field] !== undefined && !allowed.includes(field),
  );
  if (stray.length) return `${path}.${stray[0]} is not used by query '${query}'`;
  if (query === 'main') {
    const given = (['slug', 'id'] as const).filter((field) => payload[field] !== undefined);
    if (given.length !== 1) {
      return `${path} must have exactly one of slug, id for query 'main'; ${given.length ? `got ${given.join(' and ')}` : 'none was given'}`;
    }
    return undefined;
  }
  if (query === 'listing') return payload.categoryIds ? undefined : `${path}.categoryIds is required for query 'listing'`;
  return payload.skus ? undefined : `${path}.skus is required for query '${query}'`;
}
