import type { InsightsEvent } from './events/insights-event.dto.js';
import type { SearchQuery } from './request/search-query.js';

/** A hit: the record's attributes (all, or those asked for), always with its objectID (the SKU). */
export interface SearchHit {
  readonly objectID: string;
  readonly [attribute: string]: unknown;
}

export interface FacetStats {
  readonly min: number;
  readonly max: number;
  readonly avg: number;
  readonly sum: number;
}

/** One result of a multi-query, in Algolia's response shape. */
export interface SearchResult {
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly facets?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly facets_stats?: Readonly<Record<string, FacetStats>>;
  readonly exhaustiveNbHits: boolean;
  readonly exhaustiveFacetsCount?: boolean;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly processingTimeMS: number;
  readonly queryID?: string;
  readonly [field: string]: unknown;
}

export type SearchEngineKind = 'embedded' | 'algolia';

/**
 * Whether searches are answered from built indexes: 'warming' while the start-up build runs
 * (a search then may wait for its index), 'on demand' when there is no start-up build (each index
 * is built by its first search), 'ready' otherwise (Algolia always).
 */
export type SearchReadiness = 'warming' | 'ready' | 'on demand';

/** Where searches run: the embedded per-market indexes, or Algolia when it is configured. */
export interface SearchEngine {
  readonly kind: SearchEngineKind;
  /** Answers each query, in order; the queries are already validated and their indexes known. */
  search(queries: readonly SearchQuery[]): Promise<SearchResult[]>;
  /**
   * Brings the engine up to date with the catalogue's changes (stock, prices, products), by
   * whichever process wrote them, and names the catalogue state its answers now reflect: equal
   * names, equal answers (the search cache keys on it). Empty where the engine has no such state.
   */
  freshness(): Promise<string>;
  /** Records or forwards click, view and conversion events. */
  sendEvents(events: readonly InsightsEvent[]): Promise<void>;
  /** Starts building what the engine needs ahead of the first search (not awaited). */
  warmUp(): void;
  readiness(): SearchReadiness;
  close(): Promise<void>;
}

export const SEARCH_ENGINE = Symbol('SearchEngine');
