import { IsNotEmpty, IsString } from 'class-validator';

/**
 * Part 0 of getProductPage: the product page of `slug` (in the market's language). Part 1, which
 * may be left out, is the review page it shows (getReview's `sort`, `limit` and `offset`).
 */
export class GetProductPagePayload {
  @IsString()
  @IsNotEmpty()
  slug!: string;
}
