// The orders a shopper should see the reviews in, written here from the spec and issue 18 (not
// taken from the shop's code): the shopper's language first, then reviews the shop translated
// into it, then the rest; 'Top reviews' or 'Most recent' within each group.

export interface Review {
  readonly id: string;
  readonly rating: number;
  readonly title?: string;
  readonly text?: string;
  readonly locale?: string;
  readonly createdAt: string;
  readonly custom?: {
    readonly fields?: {
      readonly reviewCreatedAt?: string;
      readonly textTranslations?: Readonly<Record<string, string>>;
      readonly titleTranslations?: Readonly<Record<string, string>>;
    };
  };
}

const written = (review: Review): number => Date.parse(review.custom?.fields?.reviewCreatedAt ?? review.createdAt);

/** 0 written in `language`, 1 translated into it, 2 neither. */
export const languageGroup = (review: Review, language: string): number =>
  review.locale?.startsWith(`${language}-`) ? 0 : review.custom?.fields?.textTranslations?.[language] ? 1 : 2;

const text = (review: Review): string => review.text ?? '';

export const mostRecent = (reviews: readonly Review[], language: string): string[] =>
  [...reviews].sort((a, b) => languageGroup(a, language) - languageGroup(b, language) || written(b) - written(a)).map((review) => review.id);

export const topReviews = (reviews: readonly Review[], language: string): string[] =>
  [...reviews]
    .sort((a, b) =>
      languageGroup(a, language) - languageGroup(b, language) || b.rating - a.rating || written(b) - written(a) || (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0))
    .map((review) => review.id);
