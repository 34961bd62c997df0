import { randomBytes } from 'node:crypto';
import { search } from '@orama/orama';
import type { SearchQuery, SearchParams } from '../request/search-query.js';
import type { SearchHit, SearchResult } from '../search-engine.js';
import { countFacets } from './facet-counts.js';
import { PROPERTY_BOOST, SEARCHABLE_PROPERTIES, type MarketIndex } from './market-index.js';
import { oramaWhere } from './orama-where.js';
import type { ProductRecord } from './product-record.js';
import { SORT_COMPARATORS } from './sort-order.js';
import { words } from './text-tokenizer.js';
import { allowedTypos, maxTypos, wholeWordsMatchExactly } from './typo-tolerance.js';

function hitOf(record: ProductRecord, attributes: readonly string[] | undefined): SearchHit {
  if (!attributes) return record;
  const picked: Record<string, unknown> = { objectID: record.objectID };
  for (const attribute of attributes) {
    if (Object.hasOwn(record, attribute)) picked[attribute] = record[attribute as keyof ProductRecord];
  }
  return picked as unknown as SearchHit;
}

/** The effective parameters, URL-encoded as Algolia echoes them in `params`. */
function echoedParams(params: SearchParams): string {
  const entries = Object.entries(params).map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)]);
  return new URLSearchParams(entries).toString();
}

/** The ids of the matching records, in the order of the index's sort. */
async function matchingIds(index: MarketIndex, query: SearchQuery): Promise<string[]> {
  const { params } = query;
  const sortBy = SORT_COMPARATORS[query.index.sort];
  // The most typos a word may hold; each word's own length lowers it (typo-tolerant-index.ts).
  const tolerance = params.query ? maxTypos(params.typoTolerance) : 0;
  const queryWords = words(params.query);
  // Words the shopper typed as the catalogue writes them match exactly (typo-tolerance.ts).
  const exactWords = new Set(wholeWordsMatchExactly(params.typoTolerance) ? queryWords.filter((word) => index.holdsWord(word)) : []);
  const run = async (withTolerance: number) => {
    const found = await index.typos.withExactWords(exactWords, () => search(index.db, {
      term: params.query,
      ...(params.query ? { properties: [...SEARCHABLE_PROPERTIES], boost: PROPERTY_BOOST } : {}),
      tolerance: withTolerance,
      // 0: every word of the query must match (as in Algolia), not any word.
      threshold: 0,
      ...(query.filter ? { where: oramaWhere(query.filter) } : {}),
      ...(sortBy ? { sortBy } : {}),
      limit: index.size,
    }));
    return found.hits.map((hit) => String(hit.id));
  };
  // The two-typo run is skipped when no word can hold two, every run but the first when none can hold one.
  const mostTypos = Math.max(0, ...queryWords.filter((word) => !exactWords.has(word)).map((word) => allowedTypos(word, tolerance)));
  if (sortBy || mostTypos === 0) return run(mostTypos);
  // Relevance ranks by typos first, as Algolia's typo criterion does: exact matches, then one typo,
  // then two ("concerte" lists "concrete", one swap away, before the words two typos away): typo
  // matches strictly after the exact ones. Reading chosen: a record's typos are those of its most
  // mistyped word, not their sum.
  const ids: string[] = [];
  const seen = new Set<string>();
  for (let typos = 0; typos <= mostTypos; typos++) {
    for (const id of await run(typos)) {
      if (!seen.has(id)) ids.push(id);
      seen.add(id);
    }
  }
  return ids;
}

/**
 * One search against a market's index, answered in Algolia's shape. Every match is read (a market
 * holds under a thousand records, reading them all costs well under a millisecond), so facets
 * count all of them and the typo ranking spans pages.
 */
export async function runQuery(index: MarketIndex, query: SearchQuery): Promise<SearchResult> {
  const started = performance.now();
  const { params } = query;
  const matched = (await matchingIds(index, query))
    .map((id) => index.records.get(id))
    .filter((record): record is ProductRecord => record !== undefined);
  const offset = params.page * params.hitsPerPage;
  const { facets, stats } = params.facets.length > 0
    ? countFacets(matched, params.facets, params.maxValuesPerFacet, params.sortFacetValuesBy)
    : { facets: {}, stats: {} };
  return {
    hits: matched.slice(offset, offset + params.hitsPerPage).map((record) => hitOf(record, params.attributesToRetrieve)),
    nbHits: matched.length,
    page: params.page,
    nbPages: params.hitsPerPage > 0 ? Math.ceil(matched.length / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    facets,
    ...(Object.keys(stats).length ? { facets_stats: stats } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: params.query,
    params: echoedParams(params),
    index: query.index.name,
    processingTimeMS: Math.round(performance.now() - started),
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
  };
}
