import { DEFAULT_REVIEW_PAGE_LIMIT, languageOfLocale, reviewCreatedDate, reviewPageRequest, translationInto } from '@shop/domain';
import type { BackendRatingStatistics } from './backend-product';
import type { RatingStatisticsView, ReviewView } from './product-view';

/** A review as getReview answers it (the backend's public review). */
export interface BackendReview {
  readonly id: string;
  readonly createdAt: string;
  readonly locale?: string;
  readonly authorName?: string;
  readonly title?: string;
  readonly text?: string;
  readonly rating?: number;
  readonly custom?: { readonly fields?: Readonly<Record<string, unknown>> };
}

export interface ReviewsAnswer {
  readonly total: number;
  readonly results: readonly BackendReview[];
  readonly ratingStatistics?: BackendRatingStatistics;
}

const customText = (review: BackendReview, name: string): string | undefined => {
  const value = review.custom?.fields?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** Who reads the review: the page's language ('en') and locale ('en-IE', for language names). */
export interface ReviewReader {
  readonly language: string;
  readonly locale: string;
}

const translatedField = (review: BackendReview, name: string, language: string): string | undefined => {
  const value = review.custom?.fields?.[name];
  return typeof value === 'object' && value !== null ? translationInto(value as Record<string, unknown>, language) : undefined;
};

/**
 * A review for a reader. A review in another language than the page names that language (in
 * the page's language) and, when the shop translated it into the page's language, carries the
 * translation to show first; the original stays in title/text.
 */
export function toReviewView(review: BackendReview, reader?: ReviewReader): ReviewView {
  const reviewCreatedAt = customText(review, 'reviewCreatedAt');
  const date = reviewCreatedDate({ createdAt: review.createdAt, reviewCreatedAt: reviewCreatedAt ?? null });
  const language = review.locale ? languageOfLocale(review.locale) : undefined;
  const foreign = reader && language && language !== reader.language ? foreignView(review, language, reader) : {};
  const optional = {
    rating: review.rating,
    title: review.title,
    text: review.text,
    authorName: review.authorName,
    locale: review.locale,
    customerCareResponse: customText(review, 'customerCareResponseText'),
  };
  return {
    id: review.id,
    date: typeof date === 'string' ? date : date.toISOString(),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    ...foreign,
  };
}

// Each name is looked up once per reader's locale for the process: Intl.DisplayNames#of costs
// ~5 us, and a product page names the language of each of its foreign reviews. The languages are
// the shop's review locales, a short list.
const languageNamesByLocale = new Map<string, { names: Intl.DisplayNames; named: Map<string, string> }>();
function languageNameOf(locale: string, language: string): string {
  let entry = languageNamesByLocale.get(locale);
  if (!entry) languageNamesByLocale.set(locale, (entry = { names: new Intl.DisplayNames([locale], { type: 'language' }), named: new Map() }));
  let name = entry.named.get(language);
  if (name === undefined) entry.named.set(language, (name = entry.names.of(language) ?? language));
  return name;
}

function foreignView(review: BackendReview, language: string, reader: ReviewReader): Pick<ReviewView, 'languageName' | 'translation'> {
  // Named on the server and sent as data, so server and browser show the same words.
  const languageName = languageNameOf(reader.locale, language);
  const text = translatedField(review, 'textTranslations', reader.language);
  if (text === undefined) return { languageName };
  const title = translatedField(review, 'titleTranslations', reader.language);
  const answer = translatedField(review, 'answerTranslations', reader.language);
  return { languageName, translation: { text, ...(title ? { title } : {}), ...(answer ? { customerCareResponse: answer } : {}) } };
}

export interface ReviewPage {
  readonly results: ReviewView[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly ratingStatistics?: BackendRatingStatistics;
}

/**
 * The shown page of a product's reviews. The backend orders them (the reader's language first,
 * then the sort within) and pages them; `read` asks it for one page. A page past the last shows
 * the last, which costs a second read only for such a URL.
 */
export async function loadReviewPage(read: (page: { limit: number; offset: number }) => Promise<ReviewsAnswer>, page: number, reader: ReviewReader, limit = DEFAULT_REVIEW_PAGE_LIMIT): Promise<ReviewPage> {
  let shown = Math.max(1, page);
  let answer = await read(reviewPageRequest(shown, limit));
  const pageCount = Math.max(1, Math.ceil(answer.total / limit));
  if (shown > pageCount) {
    shown = pageCount;
    answer = await read(reviewPageRequest(shown, limit));
  }
  return {
    results: answer.results.map((review) => toReviewView(review, reader)),
    page: shown,
    pageCount,
    total: answer.total,
    ...(answer.ratingStatistics ? { ratingStatistics: answer.ratingStatistics } : {}),
  };
}

/** Average, count and the 5-to-1 star distribution (every star present, 0 where none). */
export function toRatingStatistics(statistics: BackendRatingStatistics | undefined): RatingStatisticsView | undefined {
  if (!statistics || statistics.count <= 0) return undefined;
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: statistics.ratingsDistribution?.[String(stars)] ?? 0 }));
  return { averageRating: statistics.averageRating, count: statistics.count, distribution };
}
