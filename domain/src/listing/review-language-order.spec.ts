import { describe, expect, it } from '@jest/globals';
import { reviewLanguageTier, sortReviewsForLanguage, translationInto } from './review-language-order.js';

const review = (id: string, locale: string, rating: number, createdAt: string, textTranslations?: Record<string, string>) => ({
  id, locale, rating, createdAt, ...(textTranslations ? { textTranslations } : {}),
});

describe('reviews in the shopper\'s language first (issue 18)', () => {
  const reviews = [
    review('de-old', 'de-DE', 5, '2024-01-01T00:00:00Z'),
    review('pl-translated', 'pl-PL', 3, '2024-06-01T00:00:00Z', { en: 'Average.' }),
    review('en-low', 'en-IE', 2, '2024-05-01T00:00:00Z'),
    review('fr-new', 'fr-FR', 4, '2024-07-01T00:00:00Z'),
    review('en-top', 'en-GB', 5, '2024-02-01T00:00:00Z'),
    review('sk-translated', 'sk-SK', 5, '2024-03-01T00:00:00Z', { 'en-GB': 'Excellent.' }),
  ];

  it.each([
    ['top-reviews', 'en-top en-low sk-translated pl-translated de-old fr-new'],
    ['most-recent', 'en-low en-top pl-translated sk-translated fr-new de-old'],
  ] as const)('orders English, then translated into English, then the rest, each by %s', (sort, order) => {
    expect(sortReviewsForLanguage(reviews, sort, 'en').map((r) => r.id).join(' ')).toBe(order);
  });

  it('reads the groups per language', () => {
    expect(sortReviewsForLanguage(reviews, 'most-recent', 'de').map((r) => r.id)[0]).toBe('de-old');
    expect(reviewLanguageTier(review('x', 'de-AT', 5, ''), 'de')).toBe(0);
    expect(reviewLanguageTier(review('x', 'de-AT', 5, '', { en: ' ' }), 'en')).toBe(2);
    expect(reviewLanguageTier({ createdAt: '' }, 'en')).toBe(2);
  });

  it('finds a translation by language or regional locale, never an empty one', () => {
    expect(translationInto({ en: 'A', 'de-AT': 'B' }, 'de')).toBe('B');
    expect(translationInto({ en: '' }, 'en')).toBeUndefined();
    expect(translationInto(undefined, 'en')).toBeUndefined();
  });
});
