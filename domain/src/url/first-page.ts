import { FIRST_PAGE, PAGE_PARAM } from '../listing/page-range.js';
import { queryValue, type QueryPair } from './query-codec.js';

export const FIRST_PAGE_MARKER = String(FIRST_PAGE);

/** Spec 1 §2: page=1 is the page without a page parameter; the canonical link adds page above 1. */
export function removeFirstPage(query: readonly QueryPair[]): readonly QueryPair[] {
  return query.filter((pair) => !(pair.key === PAGE_PARAM && queryValue(pair) === FIRST_PAGE_MARKER));
}
