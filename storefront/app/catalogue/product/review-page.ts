import { DEFAULT_REVIEW_PAGE_LIMIT, reviewCreatedDate, reviewPageRequest, sortReviews, type ReviewSort } from '@shop/domain';
import type { BackendRatingStatistics } from './backend-product';
import type { RatingStatisticsView, ReviewView } from './product-view';

/** A review as getReview answers it (the backend's public review). */
export interface BackendReview {
  readonly id: string;
  readonly createdAt: string;
  readonly locale?: string;
  readonly authorName?: string;
  readonly title?: string;
  readonly text?: string;
  readonly rating?: number;
  readonly custom?: { readonly fields?: Readonly<Record<string, unknown>> };
}

export interface ReviewsAnswer {
  readonly total: number;
  readonly results: readonly BackendReview[];
  readonly ratingStatistics?: BackendRatingStatistics;
}

const customText = (review: BackendReview, name: string): string | undefined => {
  const value = review.custom?.fields?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

export function toReviewView(review: BackendReview): ReviewView {
  const reviewCreatedAt = customText(review, 'reviewCreatedAt');
  const date = reviewCreatedDate({ createdAt: review.createdAt, reviewCreatedAt: reviewCreatedAt ?? null });
  const optional = {
    rating: review.rating,
    title: review.title,
    text: review.text,
    authorName: review.authorName,
    locale: review.locale,
    customerCareResponse: customText(review, 'customerCareResponseText'),
  };
  return {
    id: review.id,
    date: typeof date === 'string' ? date : date.toISOString(),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

export interface ReviewPage {
  readonly results: ReviewView[];
  readonly page: number;
  readonly pageCount: number;
}

/**
 * One page of the product's reviews in the chosen order (domain's review sort), from all of them:
 * the backend pages newest first only, and 'Top reviews' must order across pages. A page past the
 * last shows the last.
 */
export function reviewPageOf(reviews: readonly BackendReview[], sort: ReviewSort, page: number, limit = DEFAULT_REVIEW_PAGE_LIMIT): ReviewPage {
  const pageCount = Math.max(1, Math.ceil(reviews.length / limit));
  const shown = Math.min(Math.max(1, page), pageCount);
  const { offset } = reviewPageRequest(shown, limit);
  const sortable = reviews.map((review) => ({ review, createdAt: review.createdAt, reviewCreatedAt: customText(review, 'reviewCreatedAt') ?? null, rating: review.rating ?? null, text: review.text ?? null }));
  const sorted = sortReviews(sortable, sort).map((entry) => entry.review);
  return { results: sorted.slice(offset, offset + limit).map(toReviewView), page: shown, pageCount };
}

/** Average, count and the 5-to-1 star distribution (every star present, 0 where none). */
export function toRatingStatistics(statistics: BackendRatingStatistics | undefined): RatingStatisticsView | undefined {
  if (!statistics || statistics.count <= 0) return undefined;
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: statistics.ratingsDistribution?.[String(stars)] ?? 0 }));
  return { averageRating: statistics.averageRating, count: statistics.count, distribution };
}
