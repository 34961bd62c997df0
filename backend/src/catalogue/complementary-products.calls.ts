import { HttpException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ProductProjection } from '@commercetools/platform-sdk';
import { COMPLEMENTARY_PRODUCTS_LIMIT } from '@shop/domain';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { PriceContext } from '../commerce/port/price-context.js';
import { MAX_PAGE_LIMIT } from './catalogue-limits.js';
import { GetComplementaryProductsPayload } from './get-complementary-products.payload.js';
import { priceContextOf } from './price-context-of.js';
import { isInStock, newestFirst } from './product-filters.js';
import { productView } from './product-view.js';
import { referencedCategoryIds } from './referenced-categories.js';

export interface ComplementaryProductsResponse {
  readonly products: ProductProjection[];
  readonly baseProduct: ProductProjection | null;
}

const NOTHING: ComplementaryProductsResponse = { products: [], baseProduct: null };

/**
 * `/getComplementaryProductsBySku` (spec 1 §7, spec 2 §4): the base product is the first SKU's;
 * its first category-referencing attribute names the categories, whose published, in-stock
 * products other than the ones asked about are offered, newest first (then by SKU), at most 4. Spec: errors of
 * the query are only logged and return nothing ({ products: [], baseProduct: null }); an unknown
 * base SKU is the caller's mistake and answers 404.
 */
@Injectable()
export class ComplementaryProductCalls {
  private readonly logger = new Logger('ComplementaryProducts');

  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  @CommerceMethod('getComplementaryProductsBySku', { parts: [GetComplementaryProductsPayload] })
  async getComplementaryProductsBySku(
    [payload]: [GetComplementaryProductsPayload], context: CallContext,
  ): Promise<ComplementaryProductsResponse> {
    const [baseSku] = payload.skus as [string, ...string[]];
    try {
      const price = priceContextOf(context.market);
      const asked = await this.commerce.catalogue.productsBySkus(payload.skus, price);
      const baseProduct = asked.find((product) => [product.masterVariant, ...product.variants].some((variant) => variant.sku === baseSku));
      if (!baseProduct) throw new NotFoundException(`No published product has the SKU '${baseSku}'`);
      const exclude = new Set(asked.map((product) => product.id));
      const candidates = await this.productsOfReferencedCategories(baseProduct, price);
      const eligible = candidates.filter((product) => !exclude.has(product.id) && isInStock(product));
      // By SKU first, so products published together come in the same order from either engine.
      const offered = newestFirst(eligible.sort((a, b) => (a.masterVariant.sku ?? '').localeCompare(b.masterVariant.sku ?? '')));
      return {
        products: offered.slice(0, payload.limit ?? COMPLEMENTARY_PRODUCTS_LIMIT).map((product) => productView(product, context.market)),
        baseProduct: productView(baseProduct, context.market),
      };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.warn(`Complementary products of '${baseSku}' failed: ${error instanceof Error ? error.message : String(error)}`);
      return NOTHING;
    }
  }

  /** One page of the engine's largest size: the categories of one department's leaves hold far fewer. */
  private async productsOfReferencedCategories(base: ProductProjection, price: PriceContext): Promise<ProductProjection[]> {
    const categoryIds = referencedCategoryIds(base.masterVariant);
    if (categoryIds.length === 0) return [];
    return [...(await this.commerce.catalogue.productsByCategory(categoryIds, { limit: MAX_PAGE_LIMIT, offset: 0 }, price)).results];
  }
}
