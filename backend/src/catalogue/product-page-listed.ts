import type { Attribute, Image, ProductProjection, ProductVariantAvailability, TypedMoney } from '@commercetools/platform-sdk';
import { ATTRIBUTES } from '../commerce/schema/index.js';

/**
 * A product listed on another product's page (related, alternative, compared): only what the
 * storefront's product page reads of it (`storefront/app/catalogue/product/product-tiles.ts` and
 * `comparison-columns.ts`), in getProduct's projection shape, so the same readers serve both. The
 * whole projection was ~3.2 KB a product, ~60 % of the page's answer, and read for a tile.
 */
export interface ListedProduct {
  readonly id: string;
  readonly name: ProductProjection['name'];
  readonly slug: ProductProjection['slug'];
  readonly masterVariant: {
    readonly sku?: string;
    readonly price?: { readonly value: TypedMoney; readonly discounted?: { readonly value: TypedMoney } };
    /** The first picture only: the tile's. */
    readonly images: Image[];
    readonly availability?: Pick<ProductVariantAvailability, 'isOnStock' | 'availableQuantity'>;
    readonly attributes: Attribute[];
  };
  readonly reviewRatingStatistics?: { readonly averageRating: number; readonly count: number };
}

/** A tile reads no attribute. */
export const TILE_ATTRIBUTES: ReadonlySet<string> = new Set();

/** The comparison table's rows (brand, model, technical details, net measures, energy class) and its ranking's tags. */
export const COMPARISON_ATTRIBUTES: ReadonlySet<string> = new Set([
  ATTRIBUTES.tags,
  ATTRIBUTES.brand,
  ATTRIBUTES.model,
  ATTRIBUTES.techdetails,
  ATTRIBUTES.netLength,
  ATTRIBUTES.netWidth,
  ATTRIBUTES.netHeight,
  ATTRIBUTES.netWeight,
  ATTRIBUTES.energyEfficiencyClass,
]);

/** `product` cut to what its tile (and the `attributes` named) need. */
export function listedProduct(product: ProductProjection, attributes: ReadonlySet<string>): ListedProduct {
  const { sku, price, images, availability } = product.masterVariant;
  const statistics = product.reviewRatingStatistics;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    masterVariant: {
      ...(sku !== undefined ? { sku } : {}),
      ...(price ? { price: { value: price.value, ...(price.discounted ? { discounted: { value: price.discounted.value } } : {}) } } : {}),
      images: (images ?? []).slice(0, 1),
      ...(availability
        ? { availability: { ...(availability.isOnStock !== undefined ? { isOnStock: availability.isOnStock } : {}), ...(availability.availableQuantity !== undefined ? { availableQuantity: availability.availableQuantity } : {}) } }
        : {}),
      attributes: (product.masterVariant.attributes ?? []).filter((attribute) => attributes.has(attribute.name)),
    },
    ...(statistics ? { reviewRatingStatistics: { averageRating: statistics.averageRating, count: statistics.count } } : {}),
  };
}
