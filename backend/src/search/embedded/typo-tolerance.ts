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
 * the words that begin with it or with its inflection stem (inflectionStem: "drills", Slovak
 * "vŕtačky" for "vŕtačka"), never a word a typo away ("grill"), while a word the index does not
 * hold ("drlil", or "plattformwage", which only begins "plattformwagen") still finds the words a
 * typo away, ranked after its exact matches: a typo that happens to begin another word keeps
 * finding what was meant. true and 'strict' allow typos in every word, as Algolia does.
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

/** Words shorter than this are their own stem: cut further, they would begin too many other words. */
export const MIN_WORD_LENGTH_FOR_STEM = 5;

/**
 * The beginning that a word's inflected forms share, as the shop's languages inflect by the
 * ending: the word without its last letter from 5 letters on ("vŕtačka" → "vŕtačk", finding
 * "vŕtačky"; Portuguese "berbequim" → "berbequi", finding "berbequins"; "drill" → "dril").
 */
export function inflectionStem(word: string): string {
  const letters = [...word];
  return letters.length >= MIN_WORD_LENGTH_FOR_STEM ? letters.slice(0, -1).join('') : word;
}
