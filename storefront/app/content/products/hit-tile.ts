import type { CurrencyCode } from '@shop/domain';
import { listingHit } from '../../catalogue/listing/search-result';
import { productHref, type LinkMarket } from '../../catalogue/product/product-href';
import type { ProductTileData } from '../../catalogue/product-tile';
import { record } from '../blocks/props';

/**
 * A search hit as the product tile shows it, read the way the listing reads hits (its price in
 * the market's currency) and linked the way product links are written (native routing, prefix).
 * A hit without what a tile needs is left out rather than shown half.
 */
export function tileOfHit(value: unknown, currency: CurrencyCode, market: LinkMarket): ProductTileData | undefined {
  const fields = record(value);
  const hit = fields ? listingHit(fields, currency) : undefined;
  if (!hit) return undefined;
  return {
    sku: hit.sku,
    name: hit.name,
    href: productHref(hit.slug, market),
    ...(hit.image ? { image: hit.image } : {}),
    price: hit.price,
    ...(hit.standardPrice ? { standardPrice: hit.standardPrice } : {}),
    ...(hit.averageRating !== undefined ? { averageRating: hit.averageRating } : {}),
    reviewCount: hit.reviewCount,
    inStock: hit.inStock,
  };
}
