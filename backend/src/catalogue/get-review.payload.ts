import { IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { MAX_OFFSET, MAX_PAGE_LIMIT } from './catalogue-limits.js';

/** Part 0 of getReview: a page of the reviews of `productId` (limit default 10, offset default 0). */
export class GetReviewPayload {
  @IsString()
  @IsNotEmpty()
  productId!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_LIMIT)
  limit?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset?: number;
}
