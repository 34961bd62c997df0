import { Inject, Injectable } from '@nestjs/common';
import type { ProductProjection } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { PayloadInvalidException } from '../api/payload-validation.js';
import { SerializedJson } from '../api/serialized-json.js';
import { ShopCache } from '../cache/shop-cache.js';
import { CatalogueChangeFeed } from '../catalogue-feed/catalogue-change-feed.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { DEFAULT_HITS_PER_PAGE, RELATED_PRODUCTS_LIMIT } from '@shop/domain';
import { GetProductPayload, productQueryFailure } from './get-product.payload.js';
import { priceContextOf } from './price-context-of.js';
import { isInStock, newestFirst } from './product-filters.js';
import { productView } from './product-view.js';

/** The page of a listing query; the other queries answer `products` only. */
export interface ProductsResponse {
  readonly products: ProductProjection[];
  readonly total?: number;
  readonly count?: number;
  readonly offset?: number;
  readonly limit?: number;
}

/**
 * `/getProduct`: the storefront's named product queries, priced and localised for the call's
 * market, served from the 'products' cache (per market and query).
 */
@Injectable()
export class ProductCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
    @Inject(CatalogueChangeFeed) private readonly catalogueFeed: CatalogueChangeFeed,
  ) {}

  @CommerceMethod('getProduct', { parts: [GetProductPayload] })
  async getProduct([payload]: [GetProductPayload], context: CallContext): Promise<SerializedJson> {
    const failure = productQueryFailure(payload);
    if (failure) throw new PayloadInvalidException([failure]);
    const { storeKey, locale, currency } = context.market;
    // Cached as the JSON text of the answer: stringifying a product again on every hit cost more
    // than finding it. Keyed by the catalogue state too: an answer carries stock, and a page
    // rendered after the change feed reported a sale must not read the one from before it.
    const key = `${this.catalogueFeed.mark ?? ''}:${storeKey}:${locale}:${currency}:${JSON.stringify(payload)}`;
    return new SerializedJson(await this.cache.wrap('products', key, async () => {
      const { products, ...page } = await this.load(payload, context);
      return JSON.stringify({ products: products.map((product) => productView(product, context.market)), ...page });
    }));
  }

  private async load(payload: GetProductPayload, context: CallContext): Promise<ProductsResponse> {
    const prices = priceContextOf(context.market);
    const catalogue = this.commerce.catalogue;
    switch (payload.query) {
      case 'main': {
        const product = payload.slug !== undefined
          ? await catalogue.productBySlug(payload.slug, prices)
          : await catalogue.productById(payload.id!, prices);
        return { products: product ? [product] : [] };
      }
      case 'related':
      case 'alternative': {
        const products = await catalogue.productsBySkus(payload.skus!, prices);
        return { products: newestFirst(products.filter(isInStock)).slice(0, RELATED_PRODUCTS_LIMIT) };
      }
      case 'tagManager':
        return { products: newestFirst(await catalogue.productsBySkus(payload.skus!, prices)) };
      case 'listing': {
        const page = await catalogue.productsByCategory(
          payload.categoryIds!, { limit: payload.limit ?? DEFAULT_HITS_PER_PAGE, offset: payload.offset ?? 0 }, prices,
        );
        return { products: [...page.results], total: page.total, count: page.count, offset: page.offset, limit: page.limit };
      }
    }
  }
}
