import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { searchIndexName } from '@shop/domain';
import request from 'supertest';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import type { EmbeddedSearchEngine } from './embedded/embedded-search-engine.js';
import { SEARCH_ENGINE } from './search-engine.js';
import { createSearchTestApp, queriesOn } from './search-test-app.fixture.js';

describe('search requests: cache, validation, insights events (small catalogue)', () => {
  let app: INestApplication;
  let queries: ReturnType<typeof queriesOn>;
  let engine: EmbeddedSearchEngine;
  beforeAll(async () => {
    app = await createSearchTestApp(MINI_SEED);
    queries = queriesOn(app);
    engine = app.get(SEARCH_ENGINE);
  });
  afterAll(async () => app.close());

  const SK = searchIndexName('sk-SK');

  it('caches each result: the same search again does not reach the engine, another one does', async () => {
    const spy = jest.spyOn(engine, 'search');
    try {
      const first = await queries([{ indexName: SK, query: 'cache probe', hitsPerPage: 12 }]).expect(200);
      expect(spy).toHaveBeenCalledTimes(1);
      // Spelt differently, asked the same: one cache entry.
      const again = await queries([{ indexName: SK, params: 'query=%20cache%20%20probe&hitsPerPage=12' }]).expect(200);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(again.body).toEqual(first.body);
      await queries([{ indexName: SK, query: 'cache probe', hitsPerPage: 24 }]).expect(200);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("sends a multi-query's uncached searches to the engine in one call", async () => {
    const spy = jest.spyOn(engine, 'search');
    try {
      await queries([{ indexName: SK, query: 'batch a' }, { indexName: SK, query: 'batch b' }, { indexName: SK, query: 'batch c' }]).expect(200);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toHaveLength(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 404 naming an index the shop does not serve', async () => {
    const response = await queries([{ indexName: 'products_xx-XX' }]).expect(404);
    expect(response.body).toEqual({ status: 404, message: 'Index products_xx-XX does not exist' });
    await queries([{ indexName: 'products_sk-SK_cheapest' }]).expect(404);
  });

  it.each<[string, unknown, string]>([
    ['no requests array', { requests: 'x' }, 'requests array'],
    ['an empty requests array', { requests: [] }, 'requests must hold 1 to 50 searches, got 0'],
    ['a request that is not an object', { requests: [3] }, 'requests[0] must be an object'],
    ['a missing indexName', { requests: [{ query: 'x' }] }, 'requests[0].indexName should not be empty'],
    ['a hitsPerPage above 48', { requests: [{ indexName: SK, hitsPerPage: 100 }] }, 'requests[0].hitsPerPage must not be greater than 48'],
    ['a hitsPerPage given as text', { requests: [{ indexName: SK, hitsPerPage: '12' }] }, 'requests[0].hitsPerPage must be an integer number'],
    ['a negative page', { requests: [{ indexName: SK, page: -1 }] }, 'requests[0].page must not be less than 0'],
    ['a query that is not text', { requests: [{ indexName: SK, query: 42 }] }, 'requests[0].query must be a string'],
    ['an unknown facet', { requests: [{ indexName: SK, facets: ['color'] }] }, 'requests[0].facets must be one of the following values'],
    ['facetFilters of the wrong shape', { requests: [{ indexName: SK, facetFilters: [{ brand: 'x' }] }] }, 'requests[0].facetFilters must be a string or an array'],
    ['a facet filter on an unknown attribute', { requests: [{ indexName: SK, facetFilters: ['color:red'] }] }, "requests[0].facetFilters[0]: 'color' is not a filter attribute"],
    ['a facet filter without a colon', { requests: [{ indexName: SK, facetFilters: [['tags']] }] }, "requests[0].facetFilters[0][0]: 'tags' is not of the form attribute:value"],
    ['a numeric filter on text', { requests: [{ indexName: SK, numericFilters: ['brand>3'] }] }, 'requests[0].numericFilters[0]: brand is not numeric'],
    ['a numeric filter without a number', { requests: [{ indexName: SK, numericFilters: ['price>=cheap'] }] }, "'cheap' is not a number"],
    ['an empty range', { requests: [{ indexName: SK, numericFilters: ['price:500 TO 100'] }] }, 'the range 500 TO 100 is empty'],
    ['a filters expression that does not parse', { requests: [{ indexName: SK, filters: '(tags:new OR' }] }, 'requests[0].filters'],
    ['a bad params value', { requests: [{ indexName: SK, params: 'hitsPerPage=many' }] }, 'requests[0].hitsPerPage must be an integer number'],
    ['params of the wrong type', { requests: [{ indexName: SK, params: 5 }] }, 'requests[0].params must be a URL-encoded string or an object'],
    ['a facet-value search', { requests: [{ indexName: SK, type: 'facet', facet: 'brand' }] }, 'searching for facet values is not supported'],
    ['a typoTolerance of the wrong kind', { requests: [{ indexName: SK, typoTolerance: 'sometimes' }] }, 'requests[0].typoTolerance must be one of the following values'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await request(app.getHttpServer()).post('/api/search/1/indexes/*/queries').send(body as object).expect(400);
    expect(response.body.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await request(app.getHttpServer()).post('/api/search/1/indexes/*/queries').set('content-type', 'text/plain').send('{nope').expect(400);
    expect(response.body).toEqual({ status: 400, message: 'The body is not valid JSON' });
  });

  it('bounds maxValuesPerFacet to 3..30 rather than refusing it (domain facetValueLimit)', async () => {
    const response = await queries([{ indexName: SK, facets: ['brand'], maxValuesPerFacet: 1000 }]).expect(200);
    expect(response.body.results[0].params).toContain('maxValuesPerFacet=30');
  });

  describe('POST /api/search/1/events', () => {
    const events = (body: unknown) => request(app.getHttpServer()).post('/api/search/1/events').send(body as object);
    const click = { eventType: 'click', eventName: 'Search result clicked', index: SK, userToken: 'anon-123', objectIDs: ['EX10012345'], positions: [1], queryID: 'a'.repeat(32), searchTerm: 'drill' };

    it('accepts click, view and conversion events and counts them', async () => {
      const before = engine.eventCounts();
      const response = await events({ events: [
        click,
        { eventType: 'view', eventName: 'Search results viewed', index: SK, userToken: 'anon-123', objectIDs: ['EX10012345', 'EX20012345'] },
        { eventType: 'conversion', eventName: 'Added to cart', index: SK, userToken: 'anon-123', objectIDs: ['EX10012345'], queryID: 'b'.repeat(32) },
      ] }).expect(200);
      expect(response.body).toEqual({ status: 200, message: 'OK' });
      const after = engine.eventCounts();
      expect([after.click - before.click, after.view - before.view, after.conversion - before.conversion]).toEqual([1, 1, 1]);
    });

    it.each<[string, unknown, string]>([
      ['no events array', {}, 'events array'],
      ['no events', { events: [] }, 'events must hold 1 to 1000 events, got 0'],
      ['an unknown event type', { events: [{ ...click, eventType: 'hover' }] }, 'events[0].eventType must be one of the following values'],
      ['no objectIDs', { events: [{ ...click, objectIDs: [] }] }, 'events[0].objectIDs must contain at least 1 elements'],
      ['a bad user token', { events: [{ ...click, userToken: 'has spaces' }] }, 'events[0].userToken must be 1 to 129 letters'],
      ['an unknown index', { events: [{ ...click, index: 'products_xx-XX' }] }, 'events[0].index: products_xx-XX is not a search index'],
      ['positions not matching the objects', { events: [{ ...click, positions: [1, 2] }] }, 'events[0].positions must have one position per objectID'],
      ['a click after a search without positions', { events: [{ ...click, positions: undefined }] }, 'events[0].positions is required'],
      ['a queryID that is not one', { events: [{ ...click, queryID: 'q-1' }] }, 'events[0].queryID must be the 32 hexadecimal characters'],
      ['a position of 0', { events: [{ ...click, positions: [0] }] }, 'events[0].positions must not be less than 1'],
    ])('refuses %s with 400', async (_case, body, message) => {
      const response = await events(body).expect(400);
      expect(response.body.message).toContain(message);
    });
  });
});
