import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { COMPARISON_FETCH_LIMIT } from '@shop/domain';

/**
 * Part 0 of getComparisonProducts: the products of a `family` to compare the product `sku` with
 * (itself excluded), only B-ware or only new ones when `isBware` is given; `limit` of them,
 * ranked best first. Reading chosen: the storefront sends the spec's fetch limit 30 and shows
 * the first 5 (spec 1 §9: fetch 30, display 5), so `limit` goes up to 30; without it the answer
 * holds the display limit 5.
 */
export class GetComparisonProductsPayload {
  @IsString()
  @IsNotEmpty()
  family!: string;

  @IsString()
  @IsNotEmpty()
  sku!: string;

  @IsOptional()
  @IsBoolean()
  isBware?: boolean;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(COMPARISON_FETCH_LIMIT)
  limit?: number;
}
