import { describe, expect, it } from '@jest/globals';
import {
  isSearchableTerm, moveActive, QUICK_SEARCH_COUNT, QUICK_SEARCH_DEBOUNCE_MS, quickSearchBody, SEE_ALL_FROM_HITS, showsSeeAll,
} from './quick-search-rules';

describe('quick search rules (spec 1 §2, §9)', () => {
  it('pins the spec constants', () => {
    expect([QUICK_SEARCH_DEBOUNCE_MS, SEE_ALL_FROM_HITS]).toEqual([300, 5]);
  });

  it.each([['', false], [' a ', false], ['ab', true], ['  ovens', true]])('term %j searchable: %s', (term, expected) => {
    expect(isSearchableTerm(term)).toBe(expected);
  });

  it.each([[0, false], [4, false], [5, true], [120, true]])('%i hits: see all %s', (hits, expected) => {
    expect(showsSeeAll(hits)).toBe(expected);
  });

  it.each([
    // [active, count, direction, next]
    [-1, 3, 'down', 0], [0, 3, 'down', 1], [1, 3, 'down', 2], [2, 3, 'down', 0],
    [-1, 3, 'up', 2], [2, 3, 'up', 1], [0, 3, 'up', 2],
    [5, 3, 'down', 0], [5, 3, 'up', 2],
    [-1, 1, 'down', 0], [0, 1, 'down', 0], [0, 1, 'up', 0],
    [-1, 0, 'down', -1], [2, 0, 'up', -1],
  ] as const)('from %i of %i, %s → %i', (active, count, direction, next) => {
    expect(moveActive(active, count, direction)).toBe(next);
  });

  it('asks the locale main index for a few hits with click analytics', () => {
    const body = quickSearchBody('fr-CH', '  perceuse ');
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({ indexName: 'products_fr-CH', query: 'perceuse', hitsPerPage: QUICK_SEARCH_COUNT, clickAnalytics: true });
  });
});
