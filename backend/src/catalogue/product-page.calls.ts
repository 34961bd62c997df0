import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ProductProjection } from '@commercetools/platform-sdk';
import { alternativeSku, COMPARISON_FETCH_LIMIT } from '@shop/domain';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { ATTRIBUTES } from '../commerce/schema/index.js';
import { ComparisonCalls } from './comparison.calls.js';
import { GetProductPagePayload } from './get-product-page.payload.js';
import { ReviewPagePayload } from './get-review.payload.js';
import { ProductCalls, type ProductsResponse } from './product.calls.js';
import { attributeOf } from './product-filters.js';
import { COMPARISON_ATTRIBUTES, listedProduct, TILE_ATTRIBUTES, type ListedProduct } from './product-page-listed.js';
import { ReviewCalls, type ReviewsResponse } from './review.calls.js';

/**
 * What a product page shows, in one answer: the product in getProduct's shape, the listed products
 * cut to what the page reads of them (our own call, not one of the spec's shapes).
 */
export interface ProductPageResponse {
  readonly product: ProductProjection;
  readonly related: ListedProduct[];
  readonly alternatives: ListedProduct[];
  /** getReview's answer for the review page asked for (an empty page when reviews failed). */
  readonly reviews: ReviewsResponse;
  /** getComparisonProducts' products for the product's family, in its order, up to the spec's fetch limit. */
  readonly comparison: ListedProduct[];
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '') : [];

/** The accessories a product lists and the products an accessory fits (spec 1 §3), each once. */
const relatedSkusOf = (product: ProductProjection): string[] => [
  ...new Set([
    ...stringList(attributeOf(product.masterVariant, ATTRIBUTES.relatedAccessories)),
    ...stringList(attributeOf(product.masterVariant, ATTRIBUTES.parentProductsForAccessory)),
  ]),
];

/**
 * `/getProductPage`: the product page's data in one round trip instead of five calls (issue 21):
 * the published product of the slug, its related and alternative products, a page of its reviews
 * with the rating statistics, and the products of its family to compare. Each part is the answer
 * of the call that already serves it (getProduct, getReview, getComparisonProducts), so their
 * rules and caches apply once; the listed products are cut to what the page reads of them
 * (`product-page-listed.ts`). Spec 1 §7: a failing list or review page is logged and answers
 * empty, so the page still shows; an unknown or unpublished slug is a 404 naming it.
 */
@Injectable()
export class ProductPageCalls {
  private readonly logger = new Logger('ProductPage');

  constructor(
    private readonly products: ProductCalls,
    private readonly reviews: ReviewCalls,
    private readonly comparison: ComparisonCalls,
  ) {}

  @CommerceMethod('getProductPage', { parts: [GetProductPagePayload, ReviewPagePayload], required: 1 })
  async getProductPage([page, reviewPage]: [GetProductPagePayload, ReviewPagePayload], context: CallContext): Promise<ProductPageResponse> {
    const product = (await this.list({ query: 'main', slug: page.slug }, context))[0];
    if (!product || product.published === false) throw new NotFoundException(`No published product has the slug '${page.slug}'`);
    const sku = product.masterVariant.sku ?? '';
    const alternative = alternativeSku(sku);
    const family = attributeOf(product.masterVariant, ATTRIBUTES.family);
    const related = relatedSkusOf(product);
    const [relatedProducts, alternatives, reviews, comparison] = await Promise.all([
      related.length ? this.optional('related products', () => this.list({ query: 'related', skus: related }, context)) : [],
      alternative ? this.optional('alternative products', () => this.list({ query: 'alternative', skus: [alternative] }, context)) : [],
      // getReview logs and answers an empty page itself.
      this.reviews.getReview([{ ...reviewPage, productId: product.id }], context),
      typeof family === 'string' && family !== ''
        ? this.optional('comparison products', async () => (await this.comparison.getComparisonProducts(
          [{ family, sku, isBware: attributeOf(product.masterVariant, ATTRIBUTES.isBware) === true, limit: COMPARISON_FETCH_LIMIT }], context,
        )).products)
        : [],
    ]);
    const listed = (products: ProductProjection[], attributes: ReadonlySet<string>) => products.map((each) => listedProduct(each, attributes));
    return {
      product,
      related: listed(relatedProducts, TILE_ATTRIBUTES),
      alternatives: listed(alternatives, TILE_ATTRIBUTES),
      reviews,
      comparison: listed(comparison, COMPARISON_ATTRIBUTES),
    };
  }

  private async list(payload: Parameters<ProductCalls['getProduct']>[0][0], context: CallContext): Promise<ProductProjection[]> {
    const answer = await this.products.getProduct([payload], context);
    return (JSON.parse(answer.json.toString()) as ProductsResponse).products;
  }

  private async optional(what: string, load: () => Promise<ProductProjection[]>): Promise<ProductProjection[]> {
    try {
      return await load();
    } catch (error) {
      this.logger.warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }
}
