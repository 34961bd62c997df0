import { components, type IIndex } from '@orama/orama';
import { wordsWithinTypos, type WordMatches } from './typo-matches.js';
import { allowedTypos } from './typo-tolerance.js';

type IndexStore = components.index.Index;
type Tree = IndexStore['indexes'][string];

interface FindParams {
  readonly term: string;
  readonly exact?: boolean;
  readonly tolerance?: number;
}

/**
 * A text tree that finds a query word's typos our way (typo-matches.ts: a swap is one typo, the
 * budget follows the word's own length) and leaves exact and prefix finding to Orama.
 */
function typoTolerantTree(tree: Tree): Tree {
  if (tree.type !== 'Radix') return tree;
  const root = tree.node;
  const find = ({ term, exact, tolerance }: FindParams): WordMatches => {
    const typos = exact || !tolerance ? 0 : allowedTypos(term, tolerance);
    return typos === 0 ? root.find({ term, exact: exact ?? false, tolerance: 0 }) : wordsWithinTypos(root, term, typos);
  };
  // Only `find` is read during a search (components/index.js `search`); the tree itself is untouched.
  return { ...tree, node: { find } as unknown as typeof root };
}

/**
 * Orama's own index with one change: a search with a tolerance finds words through
 * typoTolerantTree. Orama's Levenshtein counts a swapped pair as two typos and its tree walk
 * misses some words within reach ("knovektomat" found nothing although two typos were allowed);
 * everything else (BM25 scoring, every-word rule, filters) stays Orama's. The `tolerance` a search
 * passes is the most typos any word may hold (typo-tolerance.ts maxTypos).
 */
export function typoTolerantIndex(): IIndex<IndexStore> {
  const orama = components.index.createIndex();
  // One view per index store, made on its first typo search: the trees' roots never change.
  const views = new WeakMap<IndexStore, IndexStore>();
  const typoView = (store: IndexStore): IndexStore => {
    let view = views.get(store);
    if (!view) {
      const indexes = Object.fromEntries(Object.entries(store.indexes).map(([property, tree]) => [property, typoTolerantTree(tree)]));
      view = { ...store, indexes };
      views.set(store, view);
    }
    return view;
  };
  return {
    ...orama,
    search: (store, term, tokenizer, language, properties, exact, tolerance, ...rest) =>
      orama.search(tolerance > 0 && !exact ? typoView(store as IndexStore) : store, term, tokenizer, language, properties, exact, tolerance, ...rest),
  };
}
