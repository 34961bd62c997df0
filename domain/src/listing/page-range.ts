export const PAGE_PARAM = 'page';
export const FIRST_PAGE = 1;

/**
 * The spec leaves the page bounds unshown (spec 1 §9). Our choice: while the hit count is unknown
 * (the URL is checked before the search runs) any page up to 1000 is allowed.
 */
export const MAX_PAGE_WHEN_UNKNOWN = 1000;

/** The last allowed page: the page holding the last hit, and never less than the first page. */
export function lastPage(hitsPerPage: number, totalHits?: number): number {
  if (totalHits === undefined) return MAX_PAGE_WHEN_UNKNOWN;
  if (!Number.isSafeInteger(totalHits) || totalHits < 0) {
    throw new RangeError(`totalHits must be a non-negative integer, got ${totalHits}`);
  }
  return Math.max(FIRST_PAGE, Math.ceil(totalHits / hitsPerPage));
}
