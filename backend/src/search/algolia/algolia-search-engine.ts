import { BadGatewayException, HttpException } from '@nestjs/common';
import { algoliasearch, type InsightsClient, type SearchClient, type SearchForHits } from 'algoliasearch';
import type { InsightsEvent } from '../events/insights-event.dto.js';
import type { SearchQuery } from '../request/search-query.js';
import type { SearchEngine, SearchReadiness, SearchResult } from '../search-engine.js';
import type { AlgoliaConfig } from './algolia-config.js';

/** The Algolia request of a validated query: the same parameters, defaults included, on the same index name. */
export function algoliaRequest({ index, params }: SearchQuery): SearchForHits {
  return {
    indexName: index.name,
    query: params.query,
    page: params.page,
    hitsPerPage: params.hitsPerPage,
    ...(params.facets.length ? { facets: [...params.facets] } : {}),
    maxValuesPerFacet: params.maxValuesPerFacet,
    sortFacetValuesBy: params.sortFacetValuesBy,
    ...(params.facetFilters ? { facetFilters: params.facetFilters.map((entry) => (typeof entry === 'string' ? entry : [...entry])) } : {}),
    ...(params.numericFilters ? { numericFilters: params.numericFilters.map((entry) => (typeof entry === 'string' ? entry : [...entry])) } : {}),
    ...(params.filters ? { filters: params.filters } : {}),
    ...(params.attributesToRetrieve ? { attributesToRetrieve: [...params.attributesToRetrieve] } : {}),
    typoTolerance: params.typoTolerance,
    clickAnalytics: params.clickAnalytics,
  };
}

/** Algolia's own 4xx keep their status and message; anything else is the search service failing (502). */
function upstreamError(error: unknown): HttpException {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof status === 'number' && status >= 400 && status < 500) return new HttpException(message, status);
  return new BadGatewayException(`The search service failed: ${message}`);
}

/** Search and insights on Algolia (ALGOLIA_APP_ID, ALGOLIA_API_KEY), through its v5 client. */
export class AlgoliaSearchEngine implements SearchEngine {
  readonly kind = 'algolia';
  private readonly client: SearchClient;
  private readonly insights: InsightsClient;

  constructor(config: AlgoliaConfig) {
    const options = config.host ? { hosts: [config.host] } : undefined;
    const client = algoliasearch(config.appId, config.apiKey, options);
    this.client = client;
    this.insights = client.initInsights(options ? { options } : {});
  }

  async search(queries: readonly SearchQuery[]): Promise<SearchResult[]> {
    try {
      const { results } = await this.client.search({ requests: queries.map(algoliaRequest) });
      return results as unknown as SearchResult[];
    } catch (error) {
      throw upstreamError(error);
    }
  }

  async freshness(): Promise<string> {
    // Algolia's indexes are kept by whatever pushes the catalogue there; no state to name here.
    return '';
  }

  async sendEvents(events: readonly InsightsEvent[]): Promise<void> {
    try {
      // searchTerm is the spec's tracking field; Algolia's events have no such field.
      await this.insights.pushEvents({ events: events.map(({ searchTerm: _searchTerm, ...event }) => event) as never });
    } catch (error) {
      throw upstreamError(error);
    }
  }

  warmUp(): void {
    // Nothing to build: the indexes live at Algolia.
  }

  readiness(): SearchReadiness {
    return 'ready';
  }

  async close(): Promise<void> {
    // The client keeps no connection open between requests.
  }
}
