import { describe, expect, it } from '@jest/globals';
import type { BackendReview } from './review-page';
import { loadReviewPage, toRatingStatistics, toReviewView } from './review-page';
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

describe('loadReviewPage', () => {
  /** The backend's pages of a list already in its order. */
  const pagesOf = (all: readonly BackendReview[]) => async ({ limit, offset }: { limit: number; offset: number }) =>
    ({ offset, total: all.length, results: all.slice(offset, offset + limit) });
  const reader = { language: 'en', locale: 'en-IE' };

  it("keeps the backend's order and pages by its total; a page past the last shows the last", async () => {
    expect((await loadReviewPage(pagesOf(reviews), 1, reader)).results.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await loadReviewPage(pagesOf(reviews), 2, reader, 2)).toMatchObject({ page: 2, pageCount: 3, total: 5, results: [{ id: 'c' }, { id: 'd' }] });
    expect(await loadReviewPage(pagesOf(reviews), 9, reader, 2)).toMatchObject({ page: 3, pageCount: 3, results: [{ id: 'e' }] });
    expect(await loadReviewPage(pagesOf([]), 1, reader)).toEqual({ results: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('toReviewView', () => {
  it('shows the written date and the customer care answer', () => {
    expect(toReviewView({ ...review('x', 4, '2025-01-02T03:04:05.000Z'), locale: 'da-DK', custom: { fields: { reviewCreatedAt: '2025-01-02T03:04:05.000Z', customerCareResponseText: 'Thanks' } } }))
      .toEqual({ id: 'x', rating: 4, text: 'x', locale: 'da-DK', date: '2025-01-02T03:04:05.000Z', customerCareResponse: 'Thanks' });
  });

  const german: BackendReview = {
    ...review('g', 2, '2025-01-02T03:04:05.000Z', 'Lauter als angegeben.'),
    title: 'Enttäuscht',
    locale: 'de-DE',
    custom: { fields: { customerCareResponseText: 'Das tut uns leid.', titleTranslations: { en: 'Disappointed', pl: 'Rozczarowany' }, textTranslations: { en: 'Louder than stated.', pl: 'Głośniejsze.' }, answerTranslations: { en: 'We are sorry.' } } },
  };

  it('names the language of a review in another language, in the page language', () => {
    expect(toReviewView({ ...german, custom: { fields: {} } }, { language: 'en', locale: 'en-IE' })).toMatchObject({ languageName: 'German' });
    expect(toReviewView({ ...german, custom: { fields: {} } }, { language: 'fr', locale: 'fr-FR' })).toMatchObject({ languageName: 'allemand' });
    expect(toReviewView({ ...german, custom: { fields: {} } }, { language: 'en', locale: 'en-IE' }).translation).toBeUndefined();
    expect(toReviewView(german, { language: 'de', locale: 'de-AT' })).not.toHaveProperty('languageName');
  });

  it('keeps each reader locale its own names when the same languages come again', () => {
    const foreign = { ...german, custom: { fields: {} } };
    const names = [['en', 'en-IE'], ['fr', 'fr-FR'], ['en', 'en-IE'], ['fr', 'fr-FR'], ['el', 'el-GR']]
      .map(([language, locale]) => toReviewView(foreign, { language: language!, locale: locale! }).languageName);
    expect(names).toEqual(['German', 'allemand', 'German', 'allemand', 'Γερμανικά']);
  });

  it("carries the shop's translation into the page language and keeps the original", () => {
    const view = toReviewView(german, { language: 'en', locale: 'en-GB' });
    expect(view).toMatchObject({ title: 'Enttäuscht', text: 'Lauter als angegeben.', customerCareResponse: 'Das tut uns leid.', languageName: 'German' });
    expect(view.translation).toEqual({ title: 'Disappointed', text: 'Louder than stated.', customerCareResponse: 'We are sorry.' });
    expect(toReviewView(german, { language: 'pl', locale: 'pl-PL' }).translation).toEqual({ title: 'Rozczarowany', text: 'Głośniejsze.' });
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

  it('reads a page past the last one the backend pages to as that page (its last is shown)', () => {
    expect(readReviewQuery(new URLSearchParams('reviewPage=999999'))).toEqual({ sort: 'top-reviews', page: 1000 });
  });

  it('links keep other parameters, leave defaults out, drop old notices and land at the anchor', () => {
    expect(reviewQueryHref('?x=1&cart=added&added=2', { sort: 'most-recent', page: 1 })).toBe('?x=1&reviewSort=most-recent#rating-reviews');
    expect(reviewQueryHref('?reviewSort=most-recent&reviewPage=2', { sort: 'top-reviews', page: 3 })).toBe('?reviewPage=3#rating-reviews');
    expect(reviewQueryHref('', { sort: 'top-reviews', page: 1 })).toBe('?#rating-reviews');
  });
});
