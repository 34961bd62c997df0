import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { REVIEW_SORTS, type ReviewSort } from '@shop/domain';
import { PagePayload } from './page.payload.js';

/**
 * A page of a product's reviews (limit default 10, offset default 0). `sort` is the product page's
 * review sort (spec 1 §2: 'top-reviews' or 'most-recent'); without it the reviews come newest
 * first, as they always did. Either way the shopper's language leads.
 */
export class ReviewPagePayload extends PagePayload {
  @IsOptional()
  @IsIn(REVIEW_SORTS)
  sort?: ReviewSort;
}

/** Part 0 of getReview: a page of the reviews of `productId`. */
export class GetReviewPayload extends ReviewPagePayload {
  @IsString()
  @IsNotEmpty()
  productId!: string;
}
