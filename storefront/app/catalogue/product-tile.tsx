import type { Money } from '@shop/domain';

// CONTRACT (owned by the listing helper; the product page's related lists use it too).
export interface ProductTileData {
  readonly sku: string;
  readonly name: string;
  /** The product page's path in the shopper's market and language. */
  readonly href: string;
  readonly image?: string;
  readonly price: Money;
  /** Shown struck through when above `price`. */
  readonly standardPrice?: Money;
  readonly averageRating?: number;
  readonly reviewCount?: number;
  readonly inStock: boolean;
}

export function ProductTile(_: { product: ProductTileData }) {
  return null;
}
