import { BadRequestException, Controller, HttpCode, Param, Post, Req, UseFilters } from '@nestjs/common';
import type { Request } from 'express';
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

  /** Multi-query: `{ requests: [{ indexName, query?, params?, hitsPerPage?, ... }] }` → `{ results }`. */
  @Post('indexes/\\*/queries')
  @HttpCode(200)
  async queries(@Req() request: Request): Promise<{ results: SearchResult[] }> {
    const queries = await parseMultiQuery(await jsonBody(request));
    return { results: await this.search.search(queries) };
  }

  /** One index: `{ query?, params?, ... }` → the result itself. */
  @Post('indexes/:indexName/query')
  @HttpCode(200)
  async query(@Param('indexName') indexName: string, @Req() request: Request): Promise<SearchResult> {
    const body = (await jsonBody(request)) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException('The body must be a JSON object');
    const queries = await parseMultiQuery({ requests: [{ ...body, indexName }] });
    const [result] = await this.search.search(queries);
    return result!;
  }

  /** Insights: `{ events: [{ eventType, eventName, index, userToken, objectIDs, positions?, queryID? }] }`. */
  @Post('events')
  @HttpCode(200)
  async events(@Req() request: Request): Promise<{ status: 200; message: 'OK' }> {
    const events: InsightsEvent[] = await parseEvents(await jsonBody(request));
    await this.search.sendEvents(events);
    return { status: 200, message: 'OK' };
  }
}
