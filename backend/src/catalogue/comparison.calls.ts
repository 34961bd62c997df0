import { Inject, Injectable } from '@nestjs/common';
import type { ProductProjection } from '@commercetools/platform-sdk';
import { COMPARISON_DISPLAY_LIMIT, COMPARISON_FETCH_LIMIT, rankComparisonProducts } from '@shop/domain';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { GetComparisonProductsPayload } from './get-comparison-products.payload.js';
import { priceContextOf } from './price-context-of.js';
import { attributeOf, isInStock } from './product-filters.js';
import { productView } from './product-view.js';

const tagsOf = (product: ProductProjection): string[] => {
  const tags = attributeOf(product.masterVariant, 'tags');
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
};

/**
 * `/getComparisonProducts`: up to 30 published products of the family (own SKU excluded, B-ware
 * flag honoured), ranked by domain's rankComparisonProducts (in stock 3, Popular 2, Sale 1;
 * ties keep the engine's order) and cut to the payload's limit (up to 30), else the display limit 5.
 */
@Injectable()
export class ComparisonCalls {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  @CommerceMethod('getComparisonProducts', { parts: [GetComparisonProductsPayload] })
  async getComparisonProducts([payload]: [GetComparisonProductsPayload], context: CallContext): Promise<{ products: ProductProjection[] }> {
    const candidates = await this.commerce.catalogue.productsByFamily(
      payload.family,
      { excludeSku: payload.sku, limit: COMPARISON_FETCH_LIMIT, ...(payload.isBware !== undefined ? { isBware: payload.isBware } : {}) },
      priceContextOf(context.market),
    );
    const ranked = rankComparisonProducts(
      candidates.map((product) => ({ product, isOnStock: isInStock(product), tags: tagsOf(product) })),
      payload.limit ?? COMPARISON_DISPLAY_LIMIT,
    );
    return { products: ranked.map(({ product }) => productView(product, context.market)) };
  }
}
