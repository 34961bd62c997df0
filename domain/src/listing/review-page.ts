/**
 * Reviews are fetched a page at a time (limit, offset). 10 per page by default; the spec also
 * mentions 5 "in another setting", kept as the compact limit (spec 1 §9).
 */
export const DEFAULT_REVIEW_PAGE_LIMIT = 10;
export const COMPACT_REVIEW_PAGE_LIMIT = 5;
/**
 * The last review page a URL can ask for: the backend pages up to offset 10 000, and a page past
 * a product's last review page shows the last one anyway.
 */
export const MAX_REVIEW_PAGE = 1000;

export interface ReviewPageRequest {
  readonly limit: number;
  readonly offset: number;
}

/** The limit and offset of a 1-based review page. */
export function reviewPageRequest(page: number, limit: number = DEFAULT_REVIEW_PAGE_LIMIT): ReviewPageRequest {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be an integer from 1, got ${page}`);
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  return { limit, offset: (page - 1) * limit };
}
