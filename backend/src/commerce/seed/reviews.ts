import type { ReviewDraft } from '@commercetools/platform-sdk';
import type { LanguageCode } from '@shop/domain';
import { LOCALE_CODES, LOCALES, MANUAL_TRANSLATION_COUNTRIES, type LocaleCode } from '@shop/markets';
import { REVIEW_FIELDS, TYPE_KEYS } from '../schema/index.js';
import { addDays, randomDate, randomDateTime, SEED_DATE } from './dates.js';
import { productKey, reviewKey } from './keys.js';
import { randomFor } from './prng.js';
import { REVIEW_PHRASES } from './review-phrases.js';

export type Rating = 1 | 2 | 3 | 4 | 5;

export interface PlannedReview {
  readonly locale: LocaleCode;
  readonly language: LanguageCode;
  readonly rating: Rating;
  readonly title: string;
  readonly text: string;
  readonly authorName: string;
  readonly createdAt: string;
  readonly source: ReviewSource;
  readonly careResponse?: string;
  /** The shop's translations of title, text and care response, by language. */
  readonly translations: Readonly<Partial<Record<LanguageCode, ReviewTranslation>>>;
}

export interface ReviewTranslation {
  readonly title: string;
  readonly text: string;
  readonly careResponse?: string;
}

/**
 * The shop translates reviews by hand for the markets with manual translation (markets'
 * MANUAL_TRANSLATION_COUNTRIES: English, German, Polish), not all of them: about half of the
 * reviews written in another language carry those translations, so a product page shows both a
 * translated and an untranslated foreign review. The phrases are the same in every language
 * (review-phrases.ts), so a translation is the same phrase in the other language.
 */
const TRANSLATED_LANGUAGES: readonly LanguageCode[] = [
  ...new Set(LOCALE_CODES.filter((code) => MANUAL_TRANSLATION_COUNTRIES.includes(LOCALES[code].country)).map((code) => LOCALES[code].language)),
];
const TRANSLATED_SHARE = 0.5;

function translationsOf(sku: string, index: number, language: LanguageCode, rating: Rating, phraseIndex: number, careResponse: boolean): PlannedReview['translations'] {
  // A stream of its own, so the reviews themselves stay what they were before translations.
  if (!randomFor('review-translation', sku, String(index)).chance(TRANSLATED_SHARE)) return {};
  return Object.fromEntries(TRANSLATED_LANGUAGES.filter((target) => target !== language).map((target) => {
    const phrases = REVIEW_PHRASES[target];
    const phrase = phrases.byRating[rating][phraseIndex] ?? phrases.byRating[rating][0]!;
    return [target, { title: phrase.title, text: phrase.text, ...(careResponse ? { careResponse: phrases.careResponse } : {}) }];
  }));
}

/**
 * Where a review came from. The spec names the field, not its values: 'shop' is written on the
 * product page, 'email' answers the invitation sent after delivery.
 */
export type ReviewSource = 'shop' | 'email';

/** Equipment bought for a business collects more reviews than a spare part. */
export type ReviewVolume = 'main' | 'minor';

const COUNT_WEIGHTS: Readonly<Record<ReviewVolume, readonly (readonly [number, number])[]>> = {
  main: [[10, 0], [8, 1], [12, 2], [14, 3], [14, 4], [12, 5], [10, 6], [10, 7], [10, 8]],
  minor: [[40, 0], [20, 1], [15, 2], [10, 3], [8, 4], [7, 5]],
};

/** Skewed positive, as shop reviews are: about three in four give 4 or 5 stars. */
const RATING_WEIGHTS: readonly (readonly [number, Rating])[] = [[46, 5], [30, 4], [12, 3], [6, 2], [6, 1]];

/** Reviews are dated from 2024 on, and never before the product was released. */
const FIRST_REVIEW_DATE = '2024-01-01';

/**
 * A product's reviews, decided from its SKU alone, so the product generator (which tags
 * well-rated products topRated) and the review drafts see the same reviews.
 */
export function planReviews(sku: string, releaseDate: string, volume: ReviewVolume): PlannedReview[] {
  const random = randomFor('reviews', sku);
  const count = random.weighted(COUNT_WEIGHTS[volume]);
  const earliest = releaseDate > FIRST_REVIEW_DATE ? releaseDate : FIRST_REVIEW_DATE;
  const latest = addDays(SEED_DATE, -1);
  return Array.from({ length: count }, (_, index): PlannedReview => {
    const locale = random.pick(LOCALE_CODES);
    const { language } = LOCALES[locale];
    const phrases = REVIEW_PHRASES[language];
    const rating = random.weighted(RATING_WEIGHTS);
    const phrase = random.pick(phrases.byRating[rating]);
    const date = randomDate(random, earliest < latest ? earliest : latest, latest);
    return {
      locale,
      language,
      rating,
      title: phrase.title,
      text: phrase.text,
      authorName: random.pick(phrases.authors),
      createdAt: randomDateTime(random, date),
      source: random.chance(0.25) ? 'email' : 'shop',
      ...(rating <= 2 ? { careResponse: phrases.careResponse } : {}),
      translations: translationsOf(sku, index, language, rating, phrases.byRating[rating].indexOf(phrase), rating <= 2),
    };
  });
}

export const averageRating = (reviews: readonly PlannedReview[]): number | undefined =>
  reviews.length === 0 ? undefined : reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;

export function reviewDrafts(sku: string, reviews: readonly PlannedReview[]): ReviewDraft[] {
  return reviews.map((review, index) => ({
    key: reviewKey(sku, index),
    locale: review.locale,
    authorName: review.authorName,
    title: review.title,
    text: review.text,
    rating: review.rating,
    target: { typeId: 'product', key: productKey(sku) },
    custom: {
      type: { typeId: 'type', key: TYPE_KEYS.review },
      fields: {
        [REVIEW_FIELDS.reviewCreatedAt]: review.createdAt,
        [REVIEW_FIELDS.source]: review.source,
        ...(review.careResponse ? { [REVIEW_FIELDS.customerCareResponseText]: review.careResponse } : {}),
        ...translationFields(review.translations),
      },
    },
  }));
}

/** The translations as the review type's LocalizedString fields; none when there are none. */
function translationFields(translations: PlannedReview['translations']): Record<string, Record<string, string>> {
  const entries = Object.entries(translations) as [LanguageCode, ReviewTranslation][];
  if (entries.length === 0) return {};
  const answers = entries.filter(([, t]) => t.careResponse !== undefined).map(([language, t]) => [language, t.careResponse as string]);
  return {
    [REVIEW_FIELDS.titleTranslations]: Object.fromEntries(entries.map(([language, t]) => [language, t.title])),
    [REVIEW_FIELDS.textTranslations]: Object.fromEntries(entries.map(([language, t]) => [language, t.text])),
    ...(answers.length > 0 ? { [REVIEW_FIELDS.answerTranslations]: Object.fromEntries(answers) } : {}),
  };
}
