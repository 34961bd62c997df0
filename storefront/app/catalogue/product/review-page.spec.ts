import { describe, expect, it } from '@jest/globals';
import type { BackendReview } from './review-page';
import { reviewPageOf, toRatingStatistics, toReviewView } from './review-page';
import { readReviewQuery, reviewQueryHref } from './review-query';

const review = (id: string, rating: number, written: string, text = id): BackendReview => ({
  id,
  rating,
  text,
  createdAt: '2026-11-25T18:59:37.815Z',
  custom: { fields: { reviewCreatedAt: written } },
});

// Written dates differ from the platform's createdAt (imports): the written date is what counts.
const reviews = [
  review('a', 4, '2025-04-11T00:00:00Z'),
  review('b', 5, '2024-04-06T00:00:00Z'),
  review('c', 3, '2025-09-01T00:00:00Z'),
  review('d', 5, '2025-09-27T00:00:00Z'),
  review('e', 5, '2024-04-06T00:00:00Z', 'aaa'),
];

describe('reviewPageOf', () => {
  it("'Top reviews': best rating first, then newest, then text", () => {
    expect(reviewPageOf(reviews, 'top-reviews', 1).results.map((entry) => entry.id)).toEqual(['d', 'e', 'b', 'a', 'c']);
  });

  it("'Most recent': newest written first", () => {
    expect(reviewPageOf(reviews, 'most-recent', 1).results.map((entry) => entry.id)).toEqual(['d', 'c', 'a', 'b', 'e']);
  });

  it('pages across the whole sorted list; a page past the last shows the last', () => {
    expect(reviewPageOf(reviews, 'most-recent', 2, 2)).toMatchObject({ page: 2, pageCount: 3 });
    expect(reviewPageOf(reviews, 'most-recent', 2, 2).results.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(reviewPageOf(reviews, 'most-recent', 9, 2)).toMatchObject({ page: 3, pageCount: 3, results: [{ id: 'e' }] });
    expect(reviewPageOf([], 'top-reviews', 1)).toEqual({ results: [], page: 1, pageCount: 1 });
  });

  it('shows the written date and the customer care answer', () => {
    expect(toReviewView({ ...review('x', 4, '2025-01-02T03:04:05.000Z'), locale: 'da-DK', custom: { fields: { reviewCreatedAt: '2025-01-02T03:04:05.000Z', customerCareResponseText: 'Thanks' } } }))
      .toEqual({ id: 'x', rating: 4, text: 'x', locale: 'da-DK', date: '2025-01-02T03:04:05.000Z', customerCareResponse: 'Thanks' });
  });
});

describe('toRatingStatistics', () => {
  it('lists every star from 5 to 1, with 0 where nobody gave it', () => {
    expect(toRatingStatistics({ averageRating: 4.33333, count: 6, ratingsDistribution: { 3: 1, 4: 2, 5: 3 } })).toEqual({
      averageRating: 4.33333,
      count: 6,
      distribution: [{ stars: 5, count: 3 }, { stars: 4, count: 2 }, { stars: 3, count: 1 }, { stars: 2, count: 0 }, { stars: 1, count: 0 }],
    });
    expect(toRatingStatistics({ averageRating: 0, count: 0 })).toBeUndefined();
  });
});

describe('the reviews query', () => {
  it('reads sort and page, defaulting what it does not know', () => {
    expect(readReviewQuery(new URLSearchParams('reviewSort=most-recent&reviewPage=3'))).toEqual({ sort: 'most-recent', page: 3 });
    expect(readReviewQuery(new URLSearchParams('reviewSort=best&reviewPage=-2'))).toEqual({ sort: 'top-reviews', page: 1 });
    expect(readReviewQuery(new URLSearchParams('reviewPage=2.5'))).toEqual({ sort: 'top-reviews', page: 1 });
  });

  it('links keep other parameters, leave defaults out, drop old notices and land at the anchor', () => {
    expect(reviewQueryHref('?x=1&cart=added&added=2', { sort: 'most-recent', page: 1 })).toBe('?x=1&reviewSort=most-recent#rating-reviews');
    expect(reviewQueryHref('?reviewSort=most-recent&reviewPage=2', { sort: 'top-reviews', page: 3 })).toBe('?reviewPage=3#rating-reviews');
    expect(reviewQueryHref('', { sort: 'top-reviews', page: 1 })).toBe('?#rating-reviews');
  });
});
