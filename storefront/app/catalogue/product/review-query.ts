import { DEFAULT_REVIEW_SORT, isReviewSort, MAX_REVIEW_PAGE, type ReviewSort } from '@shop/domain';

/** Reviews' sort and page live in the URL, so the links work without JavaScript (spec 1 §2). */
export const REVIEW_SORT_PARAM = 'reviewSort';
export const REVIEW_PAGE_PARAM = 'reviewPage';
/** The reviews section's anchor (spec 1 §2). */
export const REVIEWS_ANCHOR = 'rating-reviews';

export interface ReviewQuery {
  readonly sort: ReviewSort;
  /** 1-based; not checked against the page count here. */
  readonly page: number;
}

/**
 * An unknown sort or a page that is not a whole number from 1 reads as the default; a page past
 * MAX_REVIEW_PAGE reads as that page (past any product's last, so the last is shown).
 */
export function readReviewQuery(params: URLSearchParams): ReviewQuery {
  const sort = params.get(REVIEW_SORT_PARAM);
  const pageText = params.get(REVIEW_PAGE_PARAM) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return { sort: isReviewSort(sort) ? sort : DEFAULT_REVIEW_SORT, page: page >= 1 ? Math.min(page, MAX_REVIEW_PAGE) : 1 };
}

/**
 * The link to another sort or page of the reviews: the current query with those two replaced (the
 * default sort and page 1 left out, so each view has one URL), landing at the reviews' anchor.
 * Outcome notices of earlier posts are dropped.
 */
export function reviewQueryHref(currentSearch: string, next: ReviewQuery): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of [REVIEW_SORT_PARAM, REVIEW_PAGE_PARAM, 'cart', 'added', 'review']) params.delete(name);
  if (next.sort !== DEFAULT_REVIEW_SORT) params.set(REVIEW_SORT_PARAM, next.sort);
  if (next.page > 1) params.set(REVIEW_PAGE_PARAM, String(next.page));
  const search = params.toString();
  return `?${search}#${REVIEWS_ANCHOR}`;
}
