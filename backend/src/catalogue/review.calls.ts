import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReviewRatingStatistics } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { DEFAULT_REVIEW_PAGE_LIMIT } from '@shop/domain';
import { GetReviewPayload } from './get-review.payload.js';
import { priceContextOf } from './price-context-of.js';
import { publicReview, type PublicReview } from './public-review.js';
import { reviewsInOrder } from './reviews-in-order.js';

/**
 * A page of reviews (spec 1 §3: offset, total, count, limit, results, exists) plus the product's
 * rating statistics. Each review is public-review.ts's: no customer id or reference of its author.
 */
export interface ReviewsResponse {
  readonly offset: number;
  readonly limit: number;
  readonly count: number;
  readonly total: number;
  readonly exists: boolean;
  readonly results: PublicReview[];
  readonly ratingStatistics?: ReviewRatingStatistics;
}

/**
 * `/getReview`: the product's reviews and its rating statistics (what the storefront's product
 * search with limit 1 supplied). The reviews come in the shopper's language first, then those
 * translated into it, then the rest; within each group by the payload's sort, newest first
 * without one (reviews-in-order.ts). Spec 1 §7: a failure is only logged and answers an empty
 * page, so a product page shows without reviews rather than failing.
 */
@Injectable()
export class ReviewCalls {
  private readonly logger = new Logger('Reviews');

  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  @CommerceMethod('getReview', { parts: [GetReviewPayload] })
  async getReview([payload]: [GetReviewPayload], context: CallContext): Promise<ReviewsResponse> {
    const page = { limit: payload.limit ?? DEFAULT_REVIEW_PAGE_LIMIT, offset: payload.offset ?? 0 };
    try {
      const [reviews, product] = await Promise.all([
        reviewsInOrder(this.commerce.catalogue, payload.productId, payload.sort ?? 'most-recent', context.market.language),
        this.commerce.catalogue.productById(payload.productId, priceContextOf(context.market)),
      ]);
      const results = reviews.slice(page.offset, page.offset + page.limit).map(publicReview);
      return {
        ...page, count: results.length, total: reviews.length, exists: reviews.length > 0, results,
        ...(product?.reviewRatingStatistics ? { ratingStatistics: product.reviewRatingStatistics } : {}),
      };
    } catch (error) {
      this.logger.warn(`Reviews of product '${payload.productId}' failed: ${error instanceof Error ? error.message : String(error)}`);
      return { ...page, count: 0, total: 0, exists: false, results: [] };
    }
  }
}
