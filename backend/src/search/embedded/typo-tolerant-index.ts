import { components, type IIndex } from '@orama/orama';
import { wordsWithinTypos, type WordMatches } from './typo-matches.js';
import { allowedTypos, inflectionStem } from './typo-tolerance.js';

type IndexStore = components.index.Index;
type Tree = IndexStore['indexes'][string];

interface FindParams {
  readonly term: string;
  readonly exact?: boolean;
  readonly tolerance?: number;
}

/**
 * A text tree that finds a query word's typos our way (typo-matches.ts: a swap is one typo, the
 * budget follows the word's own length) and leaves exact and prefix finding to Orama. A word
 * matched exactly (typo-tolerance.ts wholeWordsMatchExactly) finds the words beginning with its
 * inflection stem, without typos.
 */
function typoTolerantTree(tree: Tree, exactWords: () => ReadonlySet<string>): Tree {
  if (tree.type !== 'Radix') return tree;
  const root = tree.node;
  const find = ({ term, exact, tolerance }: FindParams): WordMatches => {
    if (!exact && exactWords().has(term)) return root.find({ term: inflectionStem(term), exact: false, tolerance: 0 });
    const typos = exact || !tolerance ? 0 : allowedTypos(term, tolerance);
    return typos === 0 ? root.find({ term, exact: exact ?? false, tolerance: 0 }) : wordsWithinTypos(root, term, typos);
  };
  // Only `find` is read during a search (components/index.js `search`); the tree itself is untouched.
  return { ...tree, node: { find } as unknown as typeof root };
}

/** Orama's index component, and a way to search it with some words matched without typos. */
export interface TypoTolerantIndex {
  readonly component: IIndex<IndexStore>;
  /**
   * Runs `search` (a synchronous Orama search on this index) with `words` matched without typos
   * whatever the tolerance (typo-tolerance.ts wholeWordsMatchExactly). Orama's full-text search
   * with these components runs to its end in one call, so no other search sees the words.
   */
  withExactWords<T>(words: ReadonlySet<string>, search: () => T): T;
}

/** Whether `store` holds `word` as a whole word in any of `properties`. */
export function holdsWord(store: IndexStore, properties: readonly string[], word: string): boolean {
  return properties.some((property) => {
    const tree = store.indexes[property];
    return tree?.type === 'Radix' && Object.keys(tree.node.find({ term: word, exact: true, tolerance: 0 })).length > 0;
  });
}

const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * Orama's own index with one change: a search with a tolerance finds words through
 * typoTolerantTree. Orama's Levenshtein counts a swapped pair as two typos and its tree walk
 * misses some words within reach ("knovektomat" found nothing although two typos were allowed);
 * everything else (BM25 scoring, every-word rule, filters) stays Orama's. The `tolerance` a search
 * passes is the most typos any word may hold (typo-tolerance.ts maxTypos).
 */
export function typoTolerantIndex(): TypoTolerantIndex {
  const orama = components.index.createIndex();
  let exactWords = NO_WORDS;
  const currentExactWords = () => exactWords;
  // One view per index store, made on its first typo search: the trees' roots never change.
  const views = new WeakMap<IndexStore, IndexStore>();
  const typoView = (store: IndexStore): IndexStore => {
    let view = views.get(store);
    if (!view) {
      const indexes = Object.fromEntries(Object.entries(store.indexes).map(([property, tree]) => [property, typoTolerantTree(tree, currentExactWords)]));
      view = { ...store, indexes };
      views.set(store, view);
    }
    return view;
  };
  return {
    component: {
      ...orama,
      search: (store, term, tokenizer, language, properties, exact, tolerance, ...rest) => {
        const ours = !exact && (tolerance > 0 || exactWords.size > 0);
        return orama.search(ours ? typoView(store as IndexStore) : store, term, tokenizer, language, properties, exact, tolerance, ...rest);
      },
    },
    withExactWords: (words, search) => {
      exactWords = words;
      try {
        const result = search();
        if (result instanceof Promise) throw new Error('Orama searched asynchronously: the exact words would not apply');
        return result;
      } finally {
        exactWords = NO_WORDS;
      }
    },
  };
}
