import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { InsightsEvent, InsightsEventType } from '../events/insights-event.dto.js';
import type { SearchQuery } from '../request/search-query.js';
import type { SearchEngine, SearchReadiness, SearchResult } from '../search-engine.js';
import type { MarketIndex } from './market-index.js';
import type { MarketIndexes } from './market-indexes.js';
import { runQuery } from './run-query.js';

/** Search in process: one in-memory index per language-and-country, built from the catalogue. */
export class EmbeddedSearchEngine implements SearchEngine {
  readonly kind = 'embedded';
  private readonly logger = new Logger('Search');
  private readonly events: Record<InsightsEventType, number> = { click: 0, view: 0, conversion: 0 };

  constructor(readonly indexes: MarketIndexes) {}

  async search(queries: readonly SearchQuery[]): Promise<SearchResult[]> {
    return Promise.all(queries.map(async (query) => runQuery(await this.indexOf(query), query)));
  }

  freshness(): Promise<string> {
    return this.indexes.current();
  }

  /**
   * Counted and logged: the embedded engine has no analytics to feed; the counts show the
   * storefront reports what it should.
   */
  async sendEvents(events: readonly InsightsEvent[]): Promise<void> {
    for (const event of events) {
      this.events[event.eventType] += 1;
      this.logger.debug(`${event.eventType} ${event.eventName} on ${event.index}: ${event.objectIDs.join(', ')}`);
    }
  }

  eventCounts(): Readonly<Record<InsightsEventType, number>> {
    return { ...this.events };
  }

  warmUp(): void {
    void this.indexes.warmUp();
  }

  readiness(): SearchReadiness {
    return this.indexes.readiness();
  }

  close(): Promise<void> {
    return this.indexes.close();
  }

  private async indexOf(query: SearchQuery): Promise<MarketIndex> {
    try {
      return await this.indexes.index(query.index.locale);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ServiceUnavailableException(`Index ${query.index.name} is not available: ${reason}`);
    }
  }
}
