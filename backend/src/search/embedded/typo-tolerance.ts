import type { TypoTolerance } from '../request/search-request.dto.js';

/** Algolia's defaults (minWordSizefor1Typo, minWordSizefor2Typos): one typo from 4 letters, two from 8. */
export const MIN_WORD_LENGTH_FOR_ONE_TYPO = 4;
export const MIN_WORD_LENGTH_FOR_TWO_TYPOS = 8;

/**
 * The most typos any word of the query may hold under Algolia's typoTolerance setting: none with
 * false, two otherwise (each word's length lowers it, allowedTypos).
 */
export function maxTypos(setting: TypoTolerance): number {
  return setting === false ? 0 : 2;
}

/**
 * Whether a query word the index holds as a whole word is matched without typos. Reading chosen
 * for 'min' (the shop's default, DEFAULT_TYPO_TOLERANCE): Algolia keeps only the matches with the
 * fewest typos; the engine decides that per word — a word found as typed ("drill") matches only
 * itself and the words it begins ("drills"), never a word a typo away ("grill"), while a word the
 * index does not hold ("drlil", or "plattformwage", which only begins "plattformwagen") still finds
 * the words a typo away, ranked after its exact matches. So a typo that happens to begin another
 * word keeps finding what was meant. true and 'strict' allow typos in every word, as Algolia does.
 */
export const wholeWordsMatchExactly = (setting: TypoTolerance): boolean => setting === 'min';

/**
 * The typos one query word may hold: decided per word by its own length, as Algolia does, and
 * capped by the setting's maximum ("pro drlil": "pro" must match as typed, "drlil" may hold one).
 */
export function allowedTypos(word: string, max: number): number {
  const length = [...word].length;
  const byLength = length >= MIN_WORD_LENGTH_FOR_TWO_TYPOS ? 2 : length >= MIN_WORD_LENGTH_FOR_ONE_TYPO ? 1 : 0;
  return Math.min(byLength, max);
}
