import { BadRequestException, Body, Controller, HttpCode, NotFoundException, Param, Post, UseFilters } from '@nestjs/common';
import type { InsightsEvent } from './events/insights-event.dto.js';
import { parseEvents } from './events/parse-events.js';
import { jsonBody } from './json-body.js';
import { parseMultiQuery } from './request/parse-multi-query.js';
import type { SearchResult } from './search-engine.js';
import { SearchExceptionFilter } from './search-exception.filter.js';
import { SearchService } from './search.service.js';

/**
 * Algolia's REST paths under /api/search, so the storefront points an algoliasearch or
 * InstantSearch client at the shop (hosts: [{ url: '<shop>/api/search' }]) whichever engine runs.
 */
@Controller('api/search/1')
@UseFilters(SearchExceptionFilter)
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /**
   * Multi-query: `{ requests: [{ indexName, query?, params?, hitsPerPage?, ... }] }` → `{ results }`.
   * Algolia's path has a literal `*` where Fastify's router would read a wildcard, so the segment
   * is a parameter that must be `*`.
   */
  @Post('indexes/:all/queries')
  @HttpCode(200)
  async queries(@Param('all') all: string, @Body() body: unknown): Promise<{ results: SearchResult[] }> {
    if (all !== '*') throw new NotFoundException(`Cannot POST /api/search/1/indexes/${all}/queries: multi-queries go to /indexes/*/queries`);
    const queries = await parseMultiQuery(jsonBody(body));
    return { results: await this.search.search(queries) };
  }

  /** One index: `{ query?, params?, ... }` → the result itself. */
  @Post('indexes/:indexName/query')
  @HttpCode(200)
  async query(@Param('indexName') indexName: string, @Body() body: unknown): Promise<SearchResult> {
    const query = jsonBody(body) ?? {};
    if (typeof query !== 'object' || query === null || Array.isArray(query)) throw new BadRequestException('The body must be a JSON object');
    const queries = await parseMultiQuery({ requests: [{ ...query, indexName }] });
    const [result] = await this.search.search(queries);
    return result!;
  }

  /** Insights: `{ events: [{ eventType, eventName, index, userToken, objectIDs, positions?, queryID? }] }`. */
  @Post('events')
  @HttpCode(200)
  async events(@Body() body: unknown): Promise<{ status: 200; message: 'OK' }> {
    const events: InsightsEvent[] = await parseEvents(jsonBody(body));
    await this.search.sendEvents(events);
    return { status: 200, message: 'OK' };
  }
}
