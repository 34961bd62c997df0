import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_OFFSET } from './catalogue-limits.js';

/** A page of the account's reviews: each names its product, so a page is kept short. */
export const MAX_MY_REVIEWS_LIMIT = 50;
export const DEFAULT_MY_REVIEWS_LIMIT = 20;

/**
 * Part 0 of getMyReviews (optional): `limit` 1–50 (default 20), `offset` 0–10000. Not PagePayload:
 * a subclass's own limit rule replaces the inherited ones instead of adding to them.
 */
export class GetMyReviewsPayload {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_MY_REVIEWS_LIMIT)
  limit?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset?: number;
}
