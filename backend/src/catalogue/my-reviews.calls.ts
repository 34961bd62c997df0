import { Inject, Injectable } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { SessionCustomer } from '../customer/session-customer.js';
import { DEFAULT_MY_REVIEWS_LIMIT, GetMyReviewsPayload } from './get-my-reviews.payload.js';
import { priceContextOf } from './price-context-of.js';
import { publicReview, type PublicReview } from './public-review.js';

/** The product a review is about, in the market's language; absent when it is no longer published. */
export interface ReviewedProduct {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

export interface MyReview extends PublicReview {
  readonly product?: ReviewedProduct;
}

export interface MyReviewsResponse {
  readonly offset: number;
  readonly limit: number;
  readonly count: number;
  readonly total: number;
  readonly results: MyReview[];
}

/**
 * my-reviews (spec 1 §1, §2): the reviews the signed-in customer wrote, newest first, each in
 * getReview's public shape plus its product's name and slug in the market's language. Only the
 * session's own customer's: a guest 401, and no payload field names a customer.
 */
@Injectable()
export class MyReviewsCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly customers: SessionCustomer,
  ) {}

  @CommerceMethod('getMyReviews', { parts: [GetMyReviewsPayload], required: 0 })
  async getMyReviews([query]: [GetMyReviewsPayload], context: CallContext): Promise<MyReviewsResponse> {
    const customer = await this.customers.require(context);
    const limit = query.limit ?? DEFAULT_MY_REVIEWS_LIMIT;
    const offset = query.offset ?? 0;
    const page = await this.commerce.catalogue.reviewsOfCustomer(customer.id, { limit, offset });
    const products = await this.products(page.results.map((review) => review.target?.id).filter((id): id is string => id !== undefined), context);
    const results = page.results.map((review): MyReview => {
      const product = review.target ? products.get(review.target.id) : undefined;
      return { ...publicReview(review), ...(product ? { product } : {}) };
    });
    return { offset, limit, count: results.length, total: page.total, results };
  }

  private async products(ids: readonly string[], context: CallContext): Promise<Map<string, ReviewedProduct>> {
    const { language } = context.market;
    const price = priceContextOf(context.market);
    const found = await Promise.all([...new Set(ids)].map((id) => this.commerce.catalogue.productById(id, price)));
    return new Map(found.filter((product) => product !== undefined).map((product) => [product.id, {
      id: product.id, name: product.name[language] ?? Object.values(product.name)[0] ?? '', slug: product.slug[language] ?? Object.values(product.slug)[0] ?? '',
    }]));
  }
}
