import { COMPLEMENTARY_PRODUCTS_LIMIT } from '@shop/domain';
import type { BackendProduct } from '../../catalogue/product/backend-product';
import type { LinkMarket } from '../../catalogue/product/product-href';
import { stockOf, toQuantityLimits } from '../../catalogue/product/product-mapping';
import { toTile } from '../../catalogue/product/product-tiles';
import type { ProductTileData } from '../../catalogue/product-tile';

/** One complementary product as the sidebar shows it (client-safe): a tile's facts and whether it can be added. */
export interface ComplementaryProduct extends Pick<ProductTileData, 'sku' | 'name' | 'href' | 'image' | 'price' | 'standardPrice'> {
  /** Domain's add-to-cart availability (stock and the cart maximum). */
  readonly selectable: boolean;
}

export type ComplementaryAnswer =
  | { readonly sku: string; readonly products: readonly ComplementaryProduct[] }
  | { readonly sku: string; readonly error: 'unavailable' };

/** The resource route the sidebar loads from (routes.ts; a file-like path: URL rules add no trailing slash). */
export const COMPLEMENTARY_ROUTE = '/cart/complementary.json';

/**
 * The backend's complementary products as the sidebar shows them (spec 2 §4: at most 4; the
 * backend keeps only published, in-stock ones). A product without a name or price in this market
 * is left out rather than shown half.
 */
export function toComplementaryProducts(products: readonly BackendProduct[], language: string, market: LinkMarket): ComplementaryProduct[] {
  return products.slice(0, COMPLEMENTARY_PRODUCTS_LIMIT).flatMap((product) => {
    const image = product.masterVariant.images?.[0]?.url ?? '';
    const tile = toTile(product, language, market, image);
    if (!tile) return [];
    const { selectable } = toQuantityLimits(tile.sku, stockOf(product.masterVariant));
    return [{
      sku: tile.sku,
      name: tile.name,
      href: tile.href,
      ...(image ? { image } : {}),
      price: tile.price,
      ...(tile.standardPrice ? { standardPrice: tile.standardPrice } : {}),
      selectable,
    }];
  });
}
