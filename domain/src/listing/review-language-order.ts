import { reviewComparator, type ReviewSort, type SortableReview } from './review-sort.js';

/** A review as far as its language matters: the locale it was written in and its translations. */
export interface LanguageSortableReview extends SortableReview {
  /** 'de-DE' or 'de'; a review without one counts as in no shopper's language. */
  readonly locale?: string | null;
  /** The text's translations keyed by language ('en') or locale ('en-IE'). */
  readonly textTranslations?: Readonly<Record<string, unknown>> | null;
}

/** 'de-DE' → 'de'; the language part of a locale, lower case. */
export const languageOfLocale = (locale: string): string => (locale.split('-')[0] ?? '').toLowerCase();

/** The translation of `translations` into `language` (a key 'en' or 'en-XX'), if there is a non-empty one. */
export function translationInto(translations: Readonly<Record<string, unknown>> | null | undefined, language: string): string | undefined {
  if (!translations) return undefined;
  const exact = translations[language];
  if (typeof exact === 'string' && exact.trim() !== '') return exact;
  const regional = Object.entries(translations).find(([key, text]) => languageOfLocale(key) === language && typeof text === 'string' && text.trim() !== '');
  return regional?.[1] as string | undefined;
}

/**
 * How readable a review is for a shopper reading `language`: 0 written in it, 1 translated into
 * it, 2 neither. Reading chosen: a translation is read before a text the shopper may not
 * understand, but after what a fellow shopper wrote in their own words.
 */
export function reviewLanguageTier(review: LanguageSortableReview, language: string): 0 | 1 | 2 {
  if (review.locale && languageOfLocale(review.locale) === language) return 0;
  return translationInto(review.textTranslations, language) !== undefined ? 1 : 2;
}

/**
 * The shopper's language first (issue 18: an IE shopper read German and Polish reviews unmarked
 * before English ones): written in it, then translated into it, then the rest; the chosen sort
 * ('Top reviews' / 'Most recent') orders within each group.
 */
export function sortReviewsForLanguage<T extends LanguageSortableReview>(reviews: readonly T[], sort: ReviewSort, language: string): T[] {
  const within = reviewComparator(sort);
  const wanted = language.toLowerCase();
  return reviews
    .map((review) => ({ review, tier: reviewLanguageTier(review, wanted) }))
    .sort((a, b) => a.tier - b.tier || within(a.review, b.review))
    .map(({ review }) => review);
}
