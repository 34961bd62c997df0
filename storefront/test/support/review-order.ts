// The orders a shopper should see the reviews in, written here from the spec and issue 18 (not
// taken from the shop's code): the shopper's language first, then reviews the shop translated
// into it, then the rest; 'Top reviews' or 'Most recent' within each group.

import { writtenAt as written, type Review } from './backend';

export type { Review };

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
