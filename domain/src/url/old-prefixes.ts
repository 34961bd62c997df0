import type { PageHint } from './page-hint.js';
import { queryPair, type QueryPair } from './query-codec.js';

export const SEARCH_QUERY_PARAMETER = 'query';

const OLD_PAGE_PREFIXES: Readonly<Record<string, PageHint>> = { category: 'category', product: 'product' };

export interface OldPrefixRewrite {
  readonly segments: readonly string[];
  readonly query: readonly QueryPair[];
  readonly hint: PageHint | undefined;
}

/**
 * Spec 1 §2: old prefixes are rewritten to the current structure. Readings chosen:
 * - /category/x and /product/x lose their prefix and remember what they were, so native routing
 *   can add /c/ or /p/ back (LT) while every other market gets the bare path;
 *   a bare /category or /product points nowhere and becomes home;
 * - /search/term becomes /search?query=term, the term keeping its case (it moves to the query,
 *   which is never lower-cased); it replaces any `query` parameter and comes first;
 *   a term of several segments is joined with '/'.
 */
export function rewriteOldPrefixes(segments: readonly string[], query: readonly QueryPair[]): OldPrefixRewrite {
  const [first = '', ...rest] = segments;
  const lower = first.toLowerCase();
  const hint = OLD_PAGE_PREFIXES[lower];
  if (hint !== undefined) return { segments: rest, query, hint };
  if (lower === 'search' && rest.length > 0) {
    const others = query.filter((pair) => pair.key !== SEARCH_QUERY_PARAMETER);
    return { segments: ['search'], query: [queryPair(SEARCH_QUERY_PARAMETER, rest.join('/')), ...others], hint: undefined };
  }
  return { segments, query, hint: undefined };
}
