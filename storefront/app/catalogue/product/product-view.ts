import type { Money, ReviewSort } from '@shop/domain';
import type { AddToCartStatus } from '../../cart/add-to-cart-outcome';
import type { ReviewStatus } from './review-outcome';

// What the product page renders, as the loader hands it to the browser (client-safe, serialisable).

export interface ProductImageView {
  readonly url: string;
  /** The alternative text: the image's label, or the product name. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface ProductPriceView {
  /** What the shopper pays per piece. */
  readonly price: Money;
  /** The standard price, shown struck through when a product discount applies. */
  readonly standardPrice?: Money;
  /** Standard price minus price (domain's discountFromStandard). */
  readonly discount?: Money;
}

export interface VolumeTierView {
  readonly volume: number;
  readonly discountPercentage: number;
  /** The unit price from this volume on (domain's unitPriceAfterVolumeTier). */
  readonly unitPrice: Money;
}

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';

export interface AvailabilityView {
  readonly state: StockState;
  readonly availableQuantity: number;
  /** 'Buy in {month}' when out of stock: the month name three months ahead, in the shop's locale. */
  readonly buyInMonth?: string;
}

export interface DeliveryEstimateView {
  readonly minDays: number;
  readonly maxDays: number;
  /** The estimated delivery day, 'YYYY-MM-DD' (formatted in UTC on both sides: no hydration drift). */
  readonly date: string;
  readonly freight: boolean;
}

export interface QuantityLimitsView {
  /** Pieces in stock; absent for items without stock (virtual SKUs). */
  readonly stock?: number;
  readonly maximum: number;
  /** False when the button reads out-of-stock (domain's addToCartAvailability). */
  readonly selectable: boolean;
}

export interface BreadcrumbView {
  readonly name: string;
  readonly href: string;
}

export type Dimensions = readonly [length: number, width: number, height: number];

export interface ProductDetailsView {
  readonly description?: string;
  readonly highlights?: string;
  readonly techdetails?: string;
  readonly deliveryPackage?: string;
  readonly brand?: string;
  readonly model?: string;
  readonly ean?: string;
  /** Length × width × height in centimetres. */
  readonly netDimensions?: Dimensions;
  /** Kilograms. */
  readonly netWeight?: number;
  readonly grossDimensions?: Dimensions;
  readonly grossWeight?: number;
  readonly energyClass?: string;
  readonly manualUrl?: string;
}

export interface ReviewView {
  readonly id: string;
  readonly rating?: number;
  readonly title?: string;
  readonly text?: string;
  readonly authorName?: string;
  /** The review created date (domain's reviewCreatedDate), ISO. */
  readonly date: string;
  /** The language the review is written in ('da-DK'), for the `lang` attribute. */
  readonly locale?: string;
  readonly customerCareResponse?: string;
  /** Set when the review is in another language than the page: its language's name in the page's language. */
  readonly languageName?: string;
  /** The shop's translation into the page's language, shown first; title and text stay the original. */
  readonly translation?: { readonly title?: string; readonly text: string; readonly customerCareResponse?: string };
}

export interface RatingStatisticsView {
  readonly averageRating: number;
  readonly count: number;
  /** Stars 5 to 1 with their count. */
  readonly distribution: readonly { readonly stars: number; readonly count: number }[];
}

export interface ReviewsView {
  readonly sort: ReviewSort;
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly results: readonly ReviewView[];
  readonly statistics?: RatingStatisticsView;
}

export interface ComparisonColumnView {
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  readonly image: string;
  readonly current: boolean;
  /** Cell texts by row key, '-' where the product has no value (domain's comparisonValue). */
  readonly cells: Readonly<Record<ComparisonRowKey, string>>;
  readonly price: Money;
  readonly averageRating?: number;
  readonly inStock: boolean;
}

export const COMPARISON_ROW_KEYS = ['brand', 'model', 'techdetails', 'netDimensions', 'netWeight', 'energyClass'] as const;
export type ComparisonRowKey = (typeof COMPARISON_ROW_KEYS)[number];

/** What came back from a form post without JavaScript, read from the redirect's query. */
export type PageNotice =
  | { readonly kind: 'cart'; readonly status: AddToCartStatus; readonly quantity?: number }
  | { readonly kind: 'review'; readonly status: ReviewStatus };

export interface ProductMetaView {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly robots: string;
  readonly image?: string;
  readonly locale: string;
}

export interface ProductView {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly images: readonly ProductImageView[];
  readonly price: ProductPriceView;
  readonly availability: AvailabilityView;
  readonly details: ProductDetailsView;
  readonly isBware: boolean;
}
