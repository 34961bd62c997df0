import { Inject, Injectable } from '@nestjs/common';
import { ShopCache } from '../cache/shop-cache.js';
import { BatchLoader } from './batch-loader.js';
import type { InsightsEvent } from './events/insights-event.dto.js';
import { cacheKeyOf, type SearchQuery } from './request/search-query.js';
import { SEARCH_ENGINE, type SearchEngine, type SearchResult } from './search-engine.js';

/**
 * Searches through the 'search' cache (120 s, spec 1 §7), each query of a multi-query cached on its
 * own, under the catalogue state the engine answers from: a stock or price change made by any
 * process moves that state, so an answer cached before it is not served after it.
 */
@Injectable()
export class SearchService {
  private readonly loader: BatchLoader<SearchQuery, SearchResult>;

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly cache: ShopCache,
  ) {
    this.loader = new BatchLoader((queries) => this.engine.search(queries));
  }

  async search(queries: readonly SearchQuery[]): Promise<SearchResult[]> {
    const state = await this.engine.freshness();
    const keyOf = (query: SearchQuery) => (state ? `${cacheKeyOf(query)}@${state}` : cacheKeyOf(query));
    return Promise.all(queries.map((query) => this.cache.wrap('search', keyOf(query), () => this.loader.load(query))));
  }

  sendEvents(events: readonly InsightsEvent[]): Promise<void> {
    return this.engine.sendEvents(events);
  }
}
