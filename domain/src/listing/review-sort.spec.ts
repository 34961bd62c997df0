import { describe, expect, it } from '@jest/globals';
import { COMPACT_REVIEW_PAGE_LIMIT, DEFAULT_REVIEW_PAGE_LIMIT, reviewPageRequest } from './review-page.js';
import {
  DEFAULT_REVIEW_SORT, isReviewSort, REVIEW_SORT_LABELS, REVIEW_SORTS, reviewComparator, reviewCreatedDate,
  sortReviews, type SortableReview,
} from './review-sort.js';

const review = (id: string, fields: Omit<SortableReview, 'createdAt'> & { createdAt?: string }) => ({
  id, createdAt: '2024-01-01T00:00:00Z', ...fields,
});

describe('review sorts (spec 1 §2, product page)', () => {
  it('pins the options, labels and default', () => {
    expect(REVIEW_SORTS).toEqual(['top-reviews', 'most-recent']);
    expect(REVIEW_SORT_LABELS).toEqual({ 'top-reviews': 'Top reviews', 'most-recent': 'Most recent' });
    expect(DEFAULT_REVIEW_SORT).toBe('top-reviews');
    expect(isReviewSort('most-recent')).toBe(true);
    expect(isReviewSort('newest')).toBe(false);
  });

  const reviews = [
    review('a', { rating: 4, createdAt: '2024-05-01T00:00:00Z', text: 'ok' }),
    review('b', { rating: 5, createdAt: '2024-03-01T00:00:00Z', text: 'great' }),
    review('c', { rating: 5, createdAt: '2024-04-01T00:00:00Z', text: 'zesty' }),
    review('d', { rating: 5, createdAt: '2024-04-01T00:00:00Z', text: 'brilliant' }),
    review('e', { rating: null, createdAt: '2024-06-01T00:00:00Z', text: 'no rating' }),
    review('f', { rating: 3, createdAt: '2024-07-01T00:00:00Z', text: null }),
    review('g', { rating: 5, createdAt: '2024-04-01T00:00:00Z' }),
  ];

  it.each([
    // rating desc, then date desc, then text asc (missing text as empty, unrated last)
    ['top-reviews', 'gdcbafe'],
    // date desc only; equal dates keep their order
    ['most-recent', 'feacdgb'],
  ] as const)('%s orders the reviews %s', (sort, order) => {
    expect(sortReviews(reviews, sort).map((r) => r.id).join('')).toBe(order);
  });

  // Reading chosen: "review created date" is the custom reviewCreatedAt when valid.
  it('uses reviewCreatedAt over createdAt when it is a valid date', () => {
    const imported = review('imported', { rating: 5, createdAt: '2024-09-01T00:00:00Z', reviewCreatedAt: '2019-01-01' });
    const native = review('native', { rating: 5, createdAt: '2024-02-01T00:00:00Z' });
    const broken = review('broken', { rating: 5, createdAt: '2024-01-01T00:00:00Z', reviewCreatedAt: 'yesterday' });
    expect(reviewCreatedDate(imported)).toBe('2019-01-01');
    expect(reviewCreatedDate(broken)).toBe('2024-01-01T00:00:00Z');
    expect(sortReviews([imported, native, broken], 'most-recent').map((r) => r.id)).toEqual(['native', 'broken', 'imported']);
    expect(sortReviews([imported, native, broken], 'top-reviews').map((r) => r.id)).toEqual(['native', 'broken', 'imported']);
  });

  it('compares text by code units as the last tie-break', () => {
    const same = { rating: 4, createdAt: '2024-01-01T00:00:00Z' };
    const compareTop = reviewComparator('top-reviews');
    expect(compareTop(review('x', { ...same, text: 'B' }), review('y', { ...same, text: 'a' }))).toBeLessThan(0);
    expect(compareTop(review('x', { ...same, text: 'b' }), review('y', { ...same, text: 'a' }))).toBeGreaterThan(0);
    expect(compareTop(review('x', { ...same, text: 'a' }), review('y', { ...same, text: 'a' }))).toBe(0);
  });

  it('puts unreadable dates last', () => {
    const sorted = sortReviews([review('bad', { createdAt: 'x' }), review('good', {}), review('bad2', { createdAt: '' })], 'most-recent');
    expect(sorted.map((r) => r.id)).toEqual(['good', 'bad', 'bad2']);
  });
});

describe('review paging (spec 1 §9: limit 10 by default, 5 in another setting)', () => {
  it('pins the limits', () => {
    expect([DEFAULT_REVIEW_PAGE_LIMIT, COMPACT_REVIEW_PAGE_LIMIT]).toEqual([10, 5]);
  });
  it.each([[1, undefined, 10, 0], [2, undefined, 10, 10], [3, 5, 5, 10]] as const)(
    'page %i with limit %s → limit %i offset %i', (page, limit, expectedLimit, offset) => {
      expect(reviewPageRequest(page, limit)).toEqual({ limit: expectedLimit, offset });
    },
  );
  it.each([[0, 10], [1.5, 10], [1, 0], [1, 2.5]])('refuses page %s with limit %s', (page, limit) => {
    expect(() => reviewPageRequest(page, limit)).toThrow(RangeError);
  });
});
