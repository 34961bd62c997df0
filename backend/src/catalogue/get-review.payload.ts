import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { REVIEW_SORTS, type ReviewSort } from '@shop/domain';
import { PagePayload } from './page.payload.js';

/**
 * Part 0 of getReview: a page of the reviews of `productId` (limit default 10, offset default 0).
 * `sort` is the product page's review sort (spec 1 §2: 'top-reviews' or 'most-recent'); without
 * it the reviews come newest first, as they always did. Either way the shopper's language leads.
 */
export class GetReviewPayload extends PagePayload {
  @IsString()
  @IsNotEmpty()
  productId!: string;

  @IsOptional()
  @IsIn(REVIEW_SORTS)
  sort?: ReviewSort;
}
