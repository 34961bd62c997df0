/**
 * Optimal string alignment distance (Damerau–Levenshtein where a swapped pair is not edited
 * again): the typos between two words, counting a missing, an extra or a wrong letter and two
 * adjacent letters swapped each as one, as Algolia counts them ("hlelo" → "hello" is one typo;
 * plain Levenshtein, which Orama uses, counts it as two). Computed a row at a time so the radix
 * walk in typo-matches.ts extends it letter by letter along the tree.
 */

/** The row of the empty word: j letters of the term are j typos away. */
export const firstAlignmentRow = (term: string): number[] => Array.from({ length: term.length + 1 }, (_, j) => j);

/**
 * Fills `row` for the word one letter longer (`depth` letters, the last one `letter`): row[j] is
 * the distance between that word and the first j letters of the term. `above` is the row
 * without `letter`; `twoAbove` and `letterAbove` (the word's previous letter) let a swapped pair
 * count as one typo. Only the cells that can be within `bound` are computed (|depth - j| ≤ bound);
 * every value over `bound` is written as bound + 1, which keeps each "within bound" answer exact
 * and saves most of the row. Returns the row's smallest value: when it exceeds `bound`, no longer
 * word can come back within it (each cell derives from a cell of the row above, or two above
 * through a cell of the row above that is no greater, plus zero or more).
 */
export function fillAlignmentRow(
  term: string,
  letter: string,
  above: readonly number[],
  twoAbove: readonly number[] | undefined,
  letterAbove: string | undefined,
  depth: number,
  bound: number,
  row: number[],
): number {
  const over = bound + 1;
  const from = Math.max(1, depth - bound);
  const to = Math.min(term.length, depth + bound);
  row[0] = Math.min(depth, over);
  // The cells beside the band, which the next row reads.
  if (from > 1) row[from - 1] = over;
  if (to < term.length) row[to + 1] = over;
  let smallest = from === 1 ? row[0] : over;
  for (let j = from; j <= to; j++) {
    const substitution = above[j - 1]! + (term[j - 1] === letter ? 0 : 1);
    let best = Math.min(substitution, above[j]! + 1, row[j - 1]! + 1, over);
    if (twoAbove && j > 1 && term[j - 2] === letter && term[j - 1] === letterAbove) best = Math.min(best, twoAbove[j - 2]! + 1);
    row[j] = best;
    if (best < smallest) smallest = best;
  }
  return smallest;
}

/** The typos between two words (both already folded). */
export function typoDistance(word: string, term: string): number {
  const rows = [firstAlignmentRow(term)];
  for (let i = 0; i < word.length; i++) {
    rows.push([]);
    fillAlignmentRow(term, word[i]!, rows[i]!, rows[i - 1], word[i - 1], i + 1, Number.POSITIVE_INFINITY, rows[i + 1]!);
  }
  return rows[word.length]![term.length]!;
}
