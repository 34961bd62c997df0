import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ExactlyOneOf } from '../api/exactly-one-of.js';

/** The storefront's star scale: 1 to 5 whole stars (the form rule 'rating': required). */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
/** Generous caps that keep a review a review, not a document. */
export const MAX_REVIEW_TITLE_LENGTH = 200;
export const MAX_REVIEW_TEXT_LENGTH = 5000;
export const MAX_AUTHOR_NAME_LENGTH = 100;

/**
 * Part 0 of addReview: the signed-in customer's review of a product they bought, named by
 * `productId` or by `sku` (exactly one). `consent` to publish is required where the market asks
 * for it (markets' reviewConsent, spec 2: CZ).
 */
@ExactlyOneOf<AddReviewPayload>('productId', 'sku')
export class AddReviewPayload {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  productId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  sku?: string;

  @IsInt()
  @Min(MIN_STARS)
  @Max(MAX_STARS)
  rating!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_REVIEW_TITLE_LENGTH)
  title!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_REVIEW_TEXT_LENGTH)
  text!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_AUTHOR_NAME_LENGTH)
  authorName!: string;

  @IsOptional()
  @IsBoolean()
  consent?: boolean;
}
