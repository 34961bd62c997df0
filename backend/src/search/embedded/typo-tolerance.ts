import type { TypoTolerance } from '../request/search-request.dto.js';

/** Algolia's defaults (minWordSizefor1Typo, minWordSizefor2Typos): one typo from 4 letters, two from 8. */
export const MIN_WORD_LENGTH_FOR_ONE_TYPO = 4;
export const MIN_WORD_LENGTH_FOR_TWO_TYPOS = 8;

/**
 * The most typos any word of the query may hold under Algolia's typoTolerance setting. Reading
 * chosen: false allows none, 'min' at most one, 'strict' as true (the engine ranks exact matches
 * first in every case, see run-query.ts).
 */
export function maxTypos(setting: TypoTolerance): number {
  if (setting === false) return 0;
  return setting === 'min' ? 1 : 2;
}

/**
 * The typos one query word may hold: decided per word by its own length, as Algolia does, and
 * capped by the setting's maximum ("pro drlil": "pro" must match as typed, "drlil" may hold one).
 */
export function allowedTypos(word: string, max: number): number {
  const length = [...word].length;
  const byLength = length >= MIN_WORD_LENGTH_FOR_TWO_TYPOS ? 2 : length >= MIN_WORD_LENGTH_FOR_ONE_TYPO ? 1 : 0;
  return Math.min(byLength, max);
}
