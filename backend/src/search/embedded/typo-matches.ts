import type { radix } from '@orama/orama/trees';
import { fillAlignmentRow, firstAlignmentRow } from './typo-distance.js';

type RadixNode = radix.RadixNode;
/** Orama's answer for one query word: each matching indexed word with its documents. */
export type WordMatches = radix.FindResult;

/** Every word in the subtree of a node, with its documents. */
function addSubtree(node: RadixNode, output: WordMatches): void {
  const stack = [node];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.e && next.d.size > 0) output[next.w] = [...next.d];
    stack.push(...next.c.values());
  }
}

/**
 * The indexed words that match a query word with at most `typos` typos (typo-distance.ts): the
 * words that begin with something that close to the query word, the word itself included (prefix
 * search, as Orama and Algolia match a word still being typed: "staem" finds "steamer"). Reading
 * chosen: the standard prefix distance, the least over the word's beginnings, so "sccrew" finds
 * "screwdriver" as "screw" does.
 *
 * Walks Orama's radix tree depth first, one alignment row per letter (the rows of the current
 * path are kept by depth and reused), takes a whole branch once its beginning is close enough,
 * and leaves a branch as soon as every cell of its row exceeds the typos allowed: a query word
 * reads the branches near it, not the whole vocabulary.
 */
export function wordsWithinTypos(root: RadixNode, term: string, typos: number): WordMatches {
  const output: WordMatches = {};
  const rows: number[][] = [firstAlignmentRow(term)];
  const letters: string[] = [];
  const visit = (node: RadixNode, depth: number): void => {
    for (const child of node.c.values()) {
      let at = depth;
      let settled = false;
      // Code units, as the radix tree and the query word index them.
      for (let i = 0; i < child.s.length && !settled; i++) {
        const letter = child.s[i]!;
        const row = (rows[at + 1] ??= []);
        const smallest = fillAlignmentRow(term, letter, rows[at]!, rows[at - 1], letters[at - 1], at + 1, typos, row);
        letters[at] = letter;
        at += 1;
        if (row[term.length]! <= typos) {
          addSubtree(child, output);
          settled = true;
        } else if (smallest > typos) {
          settled = true;
        }
      }
      if (!settled) visit(child, at);
    }
  };
  visit(root, 0);
  return output;
}
