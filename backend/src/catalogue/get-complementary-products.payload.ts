import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { COMPLEMENTARY_PRODUCTS_LIMIT } from '@shop/domain';
import { MAX_PAGE_LIMIT } from './catalogue-limits.js';

/**
 * Part 0 of getComplementaryProductsBySku: `skus`, the first of which is the base product (the
 * others, e.g. the rest of the cart, are never offered back), and the search option `limit`, at
 * most the complementary limit 4 (spec 2 §4).
 */
export class GetComplementaryProductsPayload {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_PAGE_LIMIT)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  skus!: string[];

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(COMPLEMENTARY_PRODUCTS_LIMIT)
  limit?: number;
}
