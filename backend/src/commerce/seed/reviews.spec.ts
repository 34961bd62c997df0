import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES } from '@shop/domain';
import { LOCALES } from '@shop/markets';
import { REVIEW_PHRASES } from './review-phrases.js';
import { averageRating, planReviews, reviewDrafts } from './reviews.js';

const skus = Array.from({ length: 300 }, (_, i) => `EX10${String(i + 1).padStart(6, '0')}`);
const all = skus.flatMap((sku) => planReviews(sku, '2023-05-01', 'main'));

describe('reviews', () => {
  it('are 0 to 8 per product, the same for the same SKU', () => {
    for (const sku of skus.slice(0, 50)) {
      const reviews = planReviews(sku, '2023-05-01', 'main');
      expect(reviews.length).toBeLessThanOrEqual(8);
      expect(planReviews(sku, '2023-05-01', 'main')).toEqual(reviews);
    }
    expect(new Set(skus.map((sku) => planReviews(sku, '2023-05-01', 'main').length)).size).toBe(9);
  });

  it('lean positive, with every rating present', () => {
    const average = averageRating(all) ?? 0;
    expect(average).toBeGreaterThan(3.7);
    expect(average).toBeLessThan(4.4);
    expect(new Set(all.map((r) => r.rating)).size).toBe(5);
    expect(averageRating([])).toBeUndefined();
  });

  it('are written in the language of their locale, with a care answer to critical ones', () => {
    for (const review of all) {
      expect(LOCALES[review.locale].language).toBe(review.language);
      const phrases = REVIEW_PHRASES[review.language];
      expect(phrases.byRating[review.rating].map((p) => p.text)).toContain(review.text);
      expect(phrases.authors).toContain(review.authorName);
      expect(review.careResponse === undefined).toBe(review.rating > 2);
    }
  });

  it('are dated after the release and before the seed date', () => {
    const late = planReviews('EX10000007', '2025-12-20', 'main');
    for (const review of [...all, ...late]) {
      expect(review.createdAt >= '2024-01-01').toBe(true);
      expect(review.createdAt < '2026-01-01').toBe(true);
    }
    for (const review of late) expect(review.createdAt >= '2025-12-20').toBe(true);
  });

  it('have phrases, a care answer and authors in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const phrases = REVIEW_PHRASES[language];
      for (const rating of [1, 2, 3, 4, 5] as const) expect(phrases.byRating[rating].length).toBeGreaterThan(0);
      expect(phrases.careResponse).toBeTruthy();
      expect(phrases.authors.length).toBeGreaterThan(3);
    }
  });

  it('become drafts keyed per product, targeting it by key, with the custom fields', () => {
    const reviews = planReviews('EX10000003', '2023-01-01', 'main');
    const drafts = reviewDrafts('EX10000003', reviews);
    expect(drafts.map((d) => d.key)).toEqual(reviews.map((_, i) => `review-EX10000003-${i + 1}`));
    for (const [i, draft] of drafts.entries()) {
      expect(draft.target).toEqual({ typeId: 'product', key: 'EX10000003' });
      expect(draft.custom?.fields?.reviewCreatedAt).toBe(reviews[i]?.createdAt);
      expect(['shop', 'email']).toContain(draft.custom?.fields?.source);
    }
  });
});
