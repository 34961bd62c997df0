import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MAX_PAGE_LIMIT } from './catalogue-limits.js';

/**
 * Part 0 of getInventory: the SKUs whose stock is wanted. The storefront also sends its
 * `cartId`; stock is kept without channels, so it is accepted and does not narrow the answer.
 */
export class GetInventoryPayload {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_PAGE_LIMIT)
  @IsString({ each: true })
  skus!: string[];

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  cartId?: string;
}
