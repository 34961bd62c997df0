import { DEFAULT_VOLUME_DISCOUNT_GROUP, reviewPageRequest, vatRatePercent, type ReviewPageRequest, type VolumeCartDiscount } from '@shop/domain';
import { switchesFor } from '@shop/markets';
import { data } from 'react-router';
import { CART_NOTICE_PARAM, CART_QUANTITY_PARAM, isAddToCartStatus } from '../../cart/add-to-cart-outcome';
import { BackendError, type BackendClient } from '../../shop/backend.server';
import type { ShopRequest } from '../../shop/shop-context';
import { createTtlCache } from '../../shop/ttl-cache.server';
import type { ProductTileData } from '../product-tile';
import { booleanAttribute, localized, shownText, textAttribute, type BackendProduct } from './backend-product';
import { breadcrumbsOf, type BackendCategory, type CategoriesAnswer } from './breadcrumbs';
import { comparisonColumns } from './comparison-columns';
import { deliveryEstimateOf, type BackendShippingMethod, type ShippingMethodsAnswer } from './delivery-estimate';
import { shownImage } from './image-check.server';
import { productHref, type LinkMarket } from './product-href';
import {
  isBwareProduct,
  stockOf,
  toAvailabilityView,
  toDetailsView,
  toImages,
  toPriceView,
  toQuantityLimits,
} from './product-mapping';
import { toTile } from './product-tiles';
import type {
  BreadcrumbView,
  ComparisonColumnView,
  DeliveryEstimateView,
  PageNotice,
  ProductMetaView,
  ProductView,
  QuantityLimitsView,
  ReviewsView,
  VolumeTierView,
} from './product-view';
import { loadReviewPage, toRatingStatistics, type ReviewPage, type ReviewsAnswer } from './review-page';
import { readReviewQuery, type ReviewQuery } from './review-query';
import { isReviewStatus, REVIEW_NOTICE_PARAM } from './review-outcome';
import { volumeTierViews, type VolumeDiscountsAnswer } from './volume-tiers';

export interface ProductPageData {
  readonly kind: 'product';
  readonly product: ProductView;
  readonly breadcrumbs: readonly BreadcrumbView[];
  /** The market's VAT rate in percent, when the backend gives the product's tax category rates. */
  readonly vatRatePercent?: number;
  /** The market shows the price disclaimer (markets' PRICE_DISCLAIMER_COUNTRIES). */
  readonly priceDisclaimer: boolean;
  readonly volumeTiers: readonly VolumeTierView[];
  readonly delivery?: DeliveryEstimateView;
  readonly quantity: QuantityLimitsView;
  readonly reviews: ReviewsView;
  /** The market asks for the author's consent to publish a review (markets' REVIEW_CONSENT_COUNTRIES). */
  readonly reviewConsentRequired: boolean;
  readonly related: readonly ProductTileData[];
  readonly alternatives: readonly ProductTileData[];
  readonly comparison: readonly ComparisonColumnView[];
  readonly notice?: PageNotice;
}

/** The page with what its head tags are made of: the browser gets the tags (page-resolver.server.ts), not this. */
export interface LoadedProductPage extends ProductPageData {
  readonly meta: ProductMetaView;
}

/** Meta descriptions past this are cut by search engines anyway. */
const META_DESCRIPTION_LENGTH = 160;

// What every shopper of a market gets alike is asked for once a minute, not on every page view.
const MARKET_DATA_TTL_MS = 60_000;
const categoryCache = createTtlCache<BackendCategory | undefined>({ ttlMs: MARKET_DATA_TTL_MS, maxEntries: 2000 });
const discountCache = createTtlCache<readonly VolumeCartDiscount[]>({ ttlMs: MARKET_DATA_TTL_MS });
const shippingCache = createTtlCache<readonly BackendShippingMethod[]>({ ttlMs: MARKET_DATA_TTL_MS });

/**
 * A call whose failure must not take the page down (spec 1 §7: volume discounts, reviews,
 * complementary and product list errors are logged and give nothing): the fallback instead.
 */
async function optional<T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(`Product page: ${what} failed: ${(error as Error).message}`);
    return fallback;
  }
}

/**
 * A product listed on the page (related, alternative, compared) as getProductPage sends it: what
 * its tile reads (first image, price, stock, rating), and for a compared one the attributes of the
 * comparison table and its ranking (the backend's `product-page-listed.ts`), nothing else.
 */
type ListedProduct = Pick<BackendProduct, 'id' | 'name' | 'slug' | 'masterVariant' | 'reviewRatingStatistics'>;

/** getProductPage's answer: the product, its lists and a page of its reviews, in one call. */
interface ProductPageAnswer {
  readonly product: BackendProduct;
  readonly related: readonly ListedProduct[];
  readonly alternatives: readonly ListedProduct[];
  readonly reviews: ReviewsAnswer;
  readonly comparison: readonly ListedProduct[];
}

/**
 * The page's product data in one backend call (the backend keeps spec 1 §7's isolation: failing
 * reviews or lists answer empty). The review page asked for is sent along; a page past the last
 * costs a second getReview, as before.
 */
async function productPage(backend: BackendClient, slug: string, reviews: ReviewQuery): Promise<ProductPageAnswer | undefined> {
  try {
    return await backend.call<ProductPageAnswer>('getProductPage', [{ slug }, { sort: reviews.sort, ...reviewPageRequest(reviews.page) }]);
  } catch (error) {
    // A refused slug is a page that does not exist; the backend being away is not a 404.
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) return undefined;
    console.error(`Product page: getProductPage '${slug}' failed: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
}

async function tiles(products: readonly ListedProduct[], language: string, market: LinkMarket): Promise<ProductTileData[]> {
  const shown = await Promise.all(products.map(async (product) => toTile(product, language, market, await shownImage(product.masterVariant.images?.[0]?.url))));
  return shown.filter((tile): tile is ProductTileData => tile !== undefined);
}

function noticeOf(params: URLSearchParams): PageNotice | undefined {
  const cart = params.get(CART_NOTICE_PARAM);
  if (isAddToCartStatus(cart)) {
    const quantity = Number(params.get(CART_QUANTITY_PARAM));
    return { kind: 'cart', status: cart, ...(Number.isSafeInteger(quantity) && quantity > 0 ? { quantity } : {}) };
  }
  const review = params.get(REVIEW_NOTICE_PARAM);
  return isReviewStatus(review) ? { kind: 'review', status: review } : undefined;
}

function shortText(text: string | undefined): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length <= META_DESCRIPTION_LENGTH ? plain : `${plain.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The product page of this slug (the 8-digit-ending slug), or null when no published product has it. */
export async function loadProductPage(shop: ShopRequest, slug: string, url: URL): Promise<LoadedProductPage | null> {
  const { backend, language, locale, country, storeKey } = shop;
  const market: LinkMarket = { languagePrefix: shop.languagePrefix, nativeRouting: shop.nativeRouting };
  const query = readReviewQuery(url.searchParams);
  const answer = await productPage(backend, slug, query);
  const product = answer?.product;
  if (!answer || !product || product.published === false) return null;
  const variant = product.masterVariant;
  const price = toPriceView(variant);
  const name = shownText(product.name, language);
  const sku = variant.sku;
  // Not priced in this market or nameless in its language: not sold here.
  if (!price || !name || !sku) return null;

  const today = new Date();
  const categoryId = product.categories?.[0]?.id;
  const { related, alternatives, comparison: comparables } = answer;
  const [category, discounts, shipping, reviews, images] = await Promise.all([
    categoryId
      ? optional('breadcrumbs', () => categoryCache.get(`${storeKey}|${locale}|${categoryId}`, async () => (await backend.call<CategoriesAnswer>('getCategory', [{ id: categoryId }])).categories.results[0]), undefined)
      : undefined,
    optional(
      'volume discounts',
      () => {
        const discountGroup = textAttribute(variant, 'volumeDiscountGroup', language) ?? DEFAULT_VOLUME_DISCOUNT_GROUP;
        return discountCache.get(`${storeKey}|${locale}|${discountGroup}`, async () => (await backend.call<VolumeDiscountsAnswer>('getVolumeDiscounts', [{ discountGroup }])).cartDiscounts.results);
      },
      [] as readonly VolumeCartDiscount[],
    ),
    optional('shipping methods', () => shippingCache.get(`${storeKey}|${locale}`, async () => (await backend.call<ShippingMethodsAnswer>('getShippingMethodsWithoutId', [])).shippingMethods), []),
    optional(
      'reviews',
      () => {
        // The first read is the asked page getProductPage brought; only a page past the last asks again.
        let brought: ReviewsAnswer | undefined = answer.reviews;
        const read = (page: ReviewPageRequest): Promise<ReviewsAnswer> => {
          const first = brought;
          brought = undefined;
          return first ? Promise.resolve(first) : backend.call<ReviewsAnswer>('getReview', [{ productId: product.id, sort: query.sort, ...page }]);
        };
        return loadReviewPage(read, query.page, { language, locale });
      },
      { results: [], page: 1, pageCount: 1, total: 0 } as ReviewPage,
    ),
    Promise.all(toImages(variant, name).map(async (image) => ({ ...image, url: await shownImage(image.url) }))),
  ]);

  const comparisonImages = new Map(
    await Promise.all(comparables.map(async (entry) => [entry.id, await shownImage(entry.masterVariant.images?.[0]?.url)] as const)),
  );
  const [relatedTiles, alternativeTiles] = await Promise.all([tiles(related, language, market), tiles(alternatives, language, market)]);
  const comparison = comparisonColumns(product, comparables, {
    language,
    locale,
    market,
    imageOf: (entry) => (entry.id === product.id ? (images[0]?.url ?? '') : (comparisonImages.get(entry.id) ?? '')),
  });
  if (categoryId && !category) console.warn(`Product page: no breadcrumbs for ${sku} (category ${categoryId})`);

  const statistics = toRatingStatistics(reviews.ratingStatistics ?? product.reviewRatingStatistics);
  const stock = stockOf(variant);
  const vatRate = product.taxCategory?.obj?.rates?.find((rate) => rate.country === country)?.amount;
  const delivery = stock > 0 ? deliveryEstimateOf(shipping, booleanAttribute(variant, 'isPackageTypeFreight'), locale, today) : undefined;
  const notice = noticeOf(url.searchParams);
  const ownSlug = localized(product.slug, language) ?? slug;
  const firstImage = images[0]?.url;
  const origin = shop.origin;

  return {
    kind: 'product',
    product: {
      id: product.id,
      sku,
      name,
      images,
      price,
      availability: toAvailabilityView(variant, price, today, locale),
      details: toDetailsView(product, language),
      isBware: isBwareProduct(variant),
    },
    breadcrumbs: category ? breadcrumbsOf(category, language, market) : [],
    ...(vatRate !== undefined ? { vatRatePercent: vatRatePercent(vatRate) } : {}),
    priceDisclaimer: switchesFor(country).priceDisclaimer,
    volumeTiers: volumeTierViews(discounts, storeKey, textAttribute(variant, 'volumeDiscountGroup', language), price.price),
    ...(delivery ? { delivery } : {}),
    quantity: toQuantityLimits(sku, stock),
    reviews: {
      sort: query.sort,
      page: reviews.page,
      pageCount: reviews.pageCount,
      total: reviews.total,
      results: reviews.results,
      ...(statistics ? { statistics } : {}),
    },
    reviewConsentRequired: switchesFor(country).reviewConsent,
    related: relatedTiles,
    alternatives: alternativeTiles,
    comparison,
    ...(notice ? { notice } : {}),
    meta: {
      title: shownText(product.metaTitle, language) ?? name,
      description: shortText(shownText(product.metaDescription, language) ?? shownText(product.description, language) ?? name),
      canonical: `${origin}${productHref(ownSlug, market)}`,
      robots: 'index, follow',
      ...(firstImage ? { image: new URL(firstImage, origin).href } : {}),
      locale,
    },
  };
}
