import type { TypoTolerance } from '../request/search-request.dto.js';
import { words } from './text-tokenizer.js';

/** Algolia's defaults: a word of 4 letters may hold one typo, of 8 letters two. */
export const MIN_WORD_LENGTH_FOR_ONE_TYPO = 4;
export const MIN_WORD_LENGTH_FOR_TWO_TYPOS = 8;

/**
 * The edit distance a query's words may be off by. Orama applies one tolerance to every word, so
 * the shortest word decides (a short word with two typos matches nearly anything). Reading
 * chosen for Algolia's settings: false allows none, 'min' at most one, 'strict' as true.
 */
export function typoTolerance(query: string, setting: TypoTolerance): number {
  if (setting === false) return 0;
  const lengths = words(query).map((word) => [...word].length);
  if (lengths.length === 0) return 0;
  const shortest = Math.min(...lengths);
  const allowed = shortest >= MIN_WORD_LENGTH_FOR_TWO_TYPOS ? 2 : shortest >= MIN_WORD_LENGTH_FOR_ONE_TYPO ? 1 : 0;
  return setting === 'min' ? Math.min(allowed, 1) : allowed;
}
