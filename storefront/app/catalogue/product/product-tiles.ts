import type { ProductTileData } from '../product-tile';
import { localized, shownText, type BackendProduct } from './backend-product';
import { productHref, type LinkMarket } from './product-href';
import { stockOf, toPriceView } from './product-mapping';

/**
 * A related, alternative or comparison product as a tile. `image` is the picture to show (already
 * checked to exist). A product without a price in this market or without a name is not sold here
 * and gives no tile.
 */
export function toTile(product: BackendProduct, language: string, market: LinkMarket, image: string): ProductTileData | undefined {
  const price = toPriceView(product.masterVariant);
  const name = shownText(product.name, language);
  const slug = localized(product.slug, language);
  if (!price || !name || !slug || !product.masterVariant.sku) return undefined;
  const statistics = product.reviewRatingStatistics;
  return {
    sku: product.masterVariant.sku,
    name,
    href: productHref(slug, market),
    image,
    price: price.price,
    ...(price.standardPrice ? { standardPrice: price.standardPrice } : {}),
    ...(statistics && statistics.count > 0 ? { averageRating: statistics.averageRating, reviewCount: statistics.count } : {}),
    inStock: stockOf(product.masterVariant) > 0,
  };
}
