import type { ProductProjection } from '@commercetools/platform-sdk';
import { CATEGORY_LEVELS, classifySku, type CategoryLevel, type CurrencyCode, type LanguageCode } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import { attributeOf } from '../../catalogue/product-filters.js';

/** Algolia's hierarchical categories: `lvl1` holds "Gastro > Ovens" style paths. */
export type CategoryPaths = Readonly<Record<`lvl${CategoryLevel}`, readonly string[]>>;

export const EMPTY_CATEGORY_PATHS: CategoryPaths = Object.fromEntries(
  CATEGORY_LEVELS.map((level) => [`lvl${level}`, []]),
) as unknown as CategoryPaths;

/**
 * One product as a market's index holds it and a hit returns it. Money in cents of `currency`.
 * (A type rather than an interface: it is then a SearchHit, whose attributes are open.)
 */
export type ProductRecord = {
  readonly objectID: string;
  readonly productId: string;
  readonly sku: string;
  readonly name: string;
  /** The product slug in the market's language; the storefront builds the route. */
  readonly url: string;
  /** What the shopper pays: the discounted price when a product discount applies. */
  readonly price: number;
  /** The price before the product discount (equal to `price` without one). */
  readonly standardPrice: number;
  readonly currency: CurrencyCode;
  readonly image?: string;
  readonly brand?: string;
  readonly model?: string;
  readonly tags: readonly string[];
  /** Rounded to one decimal, so rating facets stay readable; absent without reviews. */
  readonly averageRating?: number;
  readonly reviewCount: number;
  readonly categories: CategoryPaths;
  readonly inStock: boolean;
  /** The release date (or, without one, the creation time): what "newest" sorts by. */
  readonly createdAt: string;
};

export interface RecordMarket {
  readonly locale: LocaleCode;
  readonly language: LanguageCode;
  readonly currency: CurrencyCode;
}

const stringAttribute = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The record of a product in a market, or undefined when the market does not list it: extra
 * guarantees and test items (by SKU), a product not enabled on the market or not eligible for
 * selling, without a name or slug in the market's language, or without a price in its currency.
 */
export function productRecord(product: ProductProjection, market: RecordMarket, categories: CategoryPaths): ProductRecord | undefined {
  const variant = product.masterVariant;
  const sku = variant.sku;
  if (!sku || ['virtual', 'test'].includes(classifySku(sku))) return undefined;
  const enabledOn = attributeOf(variant, 'enabledOnMarket');
  if (Array.isArray(enabledOn) && !enabledOn.includes(market.locale)) return undefined;
  if (attributeOf(variant, 'eligibleForSelling') === false) return undefined;
  const name = product.name[market.language];
  const url = product.slug[market.language];
  const price = variant.price;
  if (!name || !url || !price || price.value.currencyCode !== market.currency) return undefined;

  const tags = attributeOf(variant, 'tags');
  const brand = stringAttribute(attributeOf(variant, 'brand'));
  const model = stringAttribute(attributeOf(variant, 'model'));
  const image = variant.images?.[0]?.url;
  const statistics = product.reviewRatingStatistics;
  const released = stringAttribute(attributeOf(variant, 'releaseDate'));
  const releasedAt = released && !Number.isNaN(Date.parse(released)) ? new Date(released).toISOString() : undefined;
  return {
    objectID: sku,
    productId: product.id,
    sku,
    name,
    url,
    price: price.discounted?.value.centAmount ?? price.value.centAmount,
    standardPrice: price.value.centAmount,
    currency: market.currency,
    ...(image ? { image } : {}),
    ...(brand ? { brand } : {}),
    ...(model ? { model } : {}),
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    ...(statistics && statistics.count > 0 ? { averageRating: Math.round(statistics.averageRating * 10) / 10 } : {}),
    reviewCount: statistics?.count ?? 0,
    categories,
    inStock: variant.availability?.isOnStock === true,
    createdAt: releasedAt ?? product.createdAt,
  };
}
