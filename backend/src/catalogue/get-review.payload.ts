import { IsNotEmpty, IsString } from 'class-validator';
import { PagePayload } from './page.payload.js';

/** Part 0 of getReview: a page of the reviews of `productId` (limit default 10, offset default 0). */
export class GetReviewPayload extends PagePayload {
  @IsString()
  @IsNotEmpty()
  productId!: string;
}
