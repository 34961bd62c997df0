import { searchIndexName } from '@shop/domain';
import { HIT_ATTRIBUTES } from '../catalogue/listing/search-request';

/**
 * Quick search's named constants (spec 1 §2, §9). Debounce 300 ms and 'See all results' from 5
 * hits are the spec's; the minimum and maximum term lengths and the quick-search count are named
 * there without values: ours are 2, 100 and 5.
 */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
export const QUICK_SEARCH_MIN_LENGTH = 2;
export const QUICK_SEARCH_MAX_LENGTH = 100;
export const QUICK_SEARCH_COUNT = 5;
export const SEE_ALL_FROM_HITS = 5;

/** The multi-query endpoint the browser calls (same origin, proxied to the backend). */
export const SEARCH_QUERIES_PATH = '/api/search/1/indexes/*/queries';

export const isSearchableTerm = (term: string): boolean => term.trim().length >= QUICK_SEARCH_MIN_LENGTH;

export const showsSeeAll = (nbHits: number): boolean => nbHits >= SEE_ALL_FROM_HITS;

/**
 * The next active option after an arrow key, with wrap-around: down from the last (or from none)
 * goes to the first, up from the first (or from none) to the last; -1 when there are none.
 */
export function moveActive(active: number, count: number, direction: 'down' | 'up'): number {
  if (count <= 0) return -1;
  if (direction === 'down') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 || active > count - 1 ? count - 1 : active - 1;
}

/** The quick search's request: the main index of the locale, few hits, click analytics on (spec 1 §7). */
export function quickSearchBody(locale: string, term: string) {
  return {
    requests: [
      {
        indexName: searchIndexName(locale),
        query: term.trim(),
        hitsPerPage: QUICK_SEARCH_COUNT,
        clickAnalytics: true,
        attributesToRetrieve: HIT_ATTRIBUTES,
      },
    ],
  };
}
