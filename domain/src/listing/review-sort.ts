import { parseIsoInstant } from '../catalogue/iso-instant.js';
import { compareNewestFirst } from './instant-order.js';

/**
 * Review sort options (spec 1 §2, product page). Ids are ours; the first, "Top reviews", is the
 * default because the spec lists it first.
 */
export const REVIEW_SORTS = ['top-reviews', 'most-recent'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'top-reviews';
export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  'top-reviews': 'Top reviews',
  'most-recent': 'Most recent',
};

export const isReviewSort = (value: unknown): value is ReviewSort =>
  typeof value === 'string' && (REVIEW_SORTS as readonly string[]).includes(value);

export interface SortableReview {
  readonly rating?: number | null;
  readonly text?: string | null;
  readonly createdAt: string | Date;
  /** Custom field: when the review was originally written (imported reviews carry it). */
  readonly reviewCreatedAt?: string | Date | null;
}

/**
 * Reading chosen: "review created date" is the custom field reviewCreatedAt when it holds a valid
 * date, because imported reviews are created on the platform later than they were written; the
 * platform's createdAt otherwise.
 */
export function reviewCreatedDate(review: SortableReview): string | Date {
  const custom = review.reviewCreatedAt;
  return custom !== undefined && custom !== null && parseIsoInstant(custom) !== undefined ? custom : review.createdAt;
}

const ratingOf = (review: SortableReview): number =>
  typeof review.rating === 'number' && Number.isFinite(review.rating) ? review.rating : Number.NEGATIVE_INFINITY;

/**
 * The last tie-break, text, compares ascending by UTF-16 code units: deterministic wherever it
 * runs, unlike a locale collation. A review without text counts as empty text.
 */
function compareText(a: SortableReview, b: SortableReview): number {
  const left = a.text ?? '';
  const right = b.text ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * 'Top reviews': rating descending (unrated last), then review created date descending, then text.
 * 'Most recent': review created date descending only; ties keep their order under a stable sort.
 */
export function reviewComparator(sort: ReviewSort): (a: SortableReview, b: SortableReview) => number {
  const byDate = (a: SortableReview, b: SortableReview) => compareNewestFirst(reviewCreatedDate(a), reviewCreatedDate(b));
  if (sort === 'most-recent') return byDate;
  return (a, b) => {
    const left = ratingOf(a);
    const right = ratingOf(b);
    if (left !== right) return left < right ? 1 : -1;
    return byDate(a, b) || compareText(a, b);
  };
}

export const sortReviews = <T extends SortableReview>(reviews: readonly T[], sort: ReviewSort): T[] =>
  [...reviews].sort(reviewComparator(sort));
