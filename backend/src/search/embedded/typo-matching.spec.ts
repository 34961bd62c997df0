import { describe, expect, it } from '@jest/globals';
import { radix } from '@orama/orama/trees';
import { typoDistance } from './typo-distance.js';
import { wordsWithinTypos } from './typo-matches.js';

describe('typo distance (optimal string alignment: a swapped pair is one typo)', () => {
  it.each([
    ['drill', 'drill', 0],
    ['drill', 'drlil', 1], // swapped
    ['steamer', 'staemer', 1], // swapped
    ['steamer', 'stemer', 1], // missing
    ['steamer', 'steamerr', 1], // extra
    ['steamer', 'steamar', 1], // wrong
    ['konvektomat', 'knovektomat', 1],
    ['konvektomat', 'knovektoamt', 2], // two swaps
    ['konvektomat', 'knvoektomat', 2], // a swapped pair is not edited again (OSA): n moved two places
    ['ab', 'ba', 1],
    ['abc', 'ca', 3], // OSA, not unrestricted Damerau (which says 2)
    ['', 'oven', 4],
    ['oven', '', 4],
  ])('%j ↔ %j: %i', (word, term, expected) => {
    expect(typoDistance(word, term)).toBe(expected);
    expect(typoDistance(term, word)).toBe(expected);
  });
});

describe('words within typos of a query word (walk of the radix tree)', () => {
  const tree = new radix.RadixTree();
  const vocabulary = ['drill', 'drills', 'drilling', 'grill', 'dryer', 'driver', 'steamer', 'steam', 'stem', 'konvektomat', 'konvekcna', 'oven', 'over', 'rilke'];
  vocabulary.forEach((word, id) => tree.insert(word, id));
  const found = (term: string, typos: number) => Object.keys(wordsWithinTypos(tree, term, typos)).sort();
  /** What the walk must agree with: every word checked one by one, by the closest of its beginnings (itself included). */
  const byScan = (term: string, typos: number) => vocabulary
    .filter((word) => Array.from({ length: word.length }, (_, end) => word.slice(0, end + 1)).some((start) => typoDistance(start, term) <= typos))
    .sort();

  it('finds the swapped word and the words it begins, with their documents', () => {
    expect(found('drlil', 1)).toEqual(['drill', 'drilling', 'drills']);
    expect(wordsWithinTypos(tree, 'drlil', 1)['drill']).toEqual([0]);
    expect(found('staemer', 1)).toEqual(['steamer']);
    expect(found('knovektomat', 2)).toEqual(['konvektomat']);
  });

  it('finds the words a word still being typed begins, typos counted on that beginning', () => {
    // "stem" is a whole word one typo away.
    expect(found('staem', 1)).toEqual(['steam', 'steamer', 'stem']);
    // "driv" (driver) and "ril" (rilke) are one typo from "dril": with the exact matches ranked first, as Algolia does.
    expect(found('dril', 1)).toEqual(['drill', 'drilling', 'drills', 'driver', 'grill', 'rilke']);
    // Two typos from "dril" reach "dryer" but not "oven".
    expect(found('dril', 2)).toContain('dryer');
    expect(found('dril', 2)).not.toContain('oven');
  });

  it('allows no typo with 0: exact words and beginnings only', () => {
    expect(found('drlil', 0)).toEqual([]);
    expect(found('dri', 0)).toEqual(['drill', 'drilling', 'drills', 'driver']);
  });

  it.each(['drlil', 'dril', 'grlil', 'stema', 'steamre', 'ovne', 'oevr', 'knovektoamt', 'konvekcan', 'x', 'driller'])(
    '%j: the walk finds what a scan of every word finds, with 1 and 2 typos', (term) => {
      expect(found(term, 1)).toEqual(byScan(term, 1));
      expect(found(term, 2)).toEqual(byScan(term, 2));
    },
  );
});
