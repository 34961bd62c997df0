import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { COMPARISON_DISPLAY_LIMIT } from '@shop/domain';

/**
 * Part 0 of getComparisonProducts: the products of a `family` to compare the product `sku` with
 * (itself excluded), only B-ware or only new ones when `isBware` is given; `limit` of those
 * shown, at most the display limit 5 (spec 1 §9).
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
  @Max(COMPARISON_DISPLAY_LIMIT)
  limit?: number;
}
