import { DEFAULT_HITS_PER_PAGE, HITS_PER_PAGE_PARAM, isHitsPerPage, type HitsPerPage } from './hits-per-page.js';
import { DEFAULT_LISTING_SORT, isListingSort, SORT_PARAM, type ListingSort } from './listing-sort.js';
import { FIRST_PAGE, lastPage, PAGE_PARAM } from './page-range.js';
import { readQueryValue, type QueryParams } from './query-value.js';

export interface ListingParams {
  readonly page: number;
  readonly hitsPerPage: HitsPerPage;
  readonly sort: ListingSort;
}

export interface ListingParamsOptions {
  /** Known once the search has run; until then pages up to MAX_PAGE_WHEN_UNKNOWN are allowed. */
  readonly totalHits?: number;
  /** The market's configured default (spec 1 §9: "default comes from config"); 24 otherwise. */
  readonly defaultHitsPerPage?: HitsPerPage;
}

export interface ParsedListingParams {
  readonly params: ListingParams;
  /** The last allowed page for these params. */
  readonly lastPage: number;
  /**
   * True when the guard should redirect to listingQuery(params): a value was invalid and replaced
   * by its default, spelt differently ("02"), repeated, or the page was the first-page marker
   * page=1 (spec 1 §2). A valid value equal to the default size or sort is an explicit choice and
   * does not redirect.
   */
  readonly changed: boolean;
}

interface Field<T> {
  readonly value: T;
  readonly changed: boolean;
}

const DIGITS = /^\d+$/;

function readHitsPerPage(query: QueryParams, fallback: HitsPerPage): Field<HitsPerPage> {
  const { text, present, irregular } = readQueryValue(query, HITS_PER_PAGE_PARAM);
  if (!present) return { value: fallback, changed: false };
  const value = text !== undefined && DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!isHitsPerPage(value)) return { value: fallback, changed: true };
  return { value, changed: irregular || text !== String(value) };
}

function readSort(query: QueryParams): Field<ListingSort> {
  const { text, present, irregular } = readQueryValue(query, SORT_PARAM);
  if (!present) return { value: DEFAULT_LISTING_SORT, changed: false };
  return isListingSort(text) ? { value: text, changed: irregular } : { value: DEFAULT_LISTING_SORT, changed: true };
}

/**
 * Reading chosen: a page outside 1..last page is replaced by the default, page 1, as the spec says
 * of bad values (spec 1 §2), rather than clamped to the last page.
 */
function readPage(query: QueryParams, last: number): Field<number> {
  const { text, present, irregular } = readQueryValue(query, PAGE_PARAM);
  if (!present) return { value: FIRST_PAGE, changed: false };
  const value = text !== undefined && DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < FIRST_PAGE || value > last) return { value: FIRST_PAGE, changed: true };
  return { value, changed: irregular || value === FIRST_PAGE || text !== String(value) };
}

/** Checks and normalises a listing URL's page, hitsPerPage and sort (spec 1 §2 "Search URLs are checked", §5). */
export function parseListingParams(query: QueryParams, options: ListingParamsOptions = {}): ParsedListingParams {
  const hitsPerPage = readHitsPerPage(query, options.defaultHitsPerPage ?? DEFAULT_HITS_PER_PAGE);
  const sort = readSort(query);
  const last = lastPage(hitsPerPage.value, options.totalHits);
  const page = readPage(query, last);
  return {
    params: { page: page.value, hitsPerPage: hitsPerPage.value, sort: sort.value },
    lastPage: last,
    changed: hitsPerPage.changed || sort.changed || page.changed,
  };
}
