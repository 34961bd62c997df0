import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { searchIndexName } from '@shop/domain';
import request from 'supertest';
import { MINI_SEED } from '../../commerce/embedded/catalogue/mini-seed.fixture.js';
import { SEARCH_ENGINE, type SearchEngine } from '../search-engine.js';
import { createSearchTestApp } from '../search-test-app.fixture.js';
import { FakeAlgolia } from './fake-algolia.fixture.js';

describe('the Algolia adapter (ALGOLIA_APP_ID and ALGOLIA_API_KEY set), against a fake Algolia host', () => {
  const fake = new FakeAlgolia();
  const saved = { ...process.env };
  let app: INestApplication;
  beforeAll(async () => {
    process.env['ALGOLIA_APP_ID'] = 'TESTAPP';
    process.env['ALGOLIA_API_KEY'] = 'search-only-key';
    process.env['ALGOLIA_HOST'] = await fake.start();
    app = await createSearchTestApp(MINI_SEED);
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
    process.env = saved;
  });

  const post = (path: string, body: unknown) => request(app.getHttpServer()).post(`/api/search/1${path}`).send(body as object);
  const SK = searchIndexName('sk-SK');

  it('is the engine the environment chose', () => {
    expect(app.get<SearchEngine>(SEARCH_ENGINE).kind).toBe('algolia');
  });

  it("forwards a multi-query as one request in Algolia's shape, credentials in the headers, and returns its results", async () => {
    const before = fake.requests.length;
    const response = await post('/indexes/*/queries', { requests: [
      { indexName: SK, query: 'drill', hitsPerPage: 12, facets: ['brand'], facetFilters: [['tags:campaign:black_friday']], numericFilters: ['price>=1000'] },
      { indexName: searchIndexName('sk-SK', 'price-asc'), params: 'query=pump&page=2' },
    ] }).expect(200);
    expect(fake.requests.length - before).toBe(1);
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/1/indexes/*/queries');
    expect(sent.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(sent.headers['x-algolia-api-key']).toBe('search-only-key');
    expect(sent.body).toEqual({ requests: [
      {
        indexName: SK, query: 'drill', page: 0, hitsPerPage: 12, facets: ['brand'], maxValuesPerFacet: 30, sortFacetValuesBy: 'count',
        facetFilters: [['tags:campaign:black_friday']], numericFilters: ['price>=1000'], typoTolerance: 'min', clickAnalytics: false,
      },
      {
        indexName: 'products_sk-SK_price_asc', query: 'pump', page: 2, hitsPerPage: 24, maxValuesPerFacet: 30, sortFacetValuesBy: 'count',
        typoTolerance: 'min', clickAnalytics: false,
      },
    ] });
    expect(response.body.results.map((r: { index: string; hits: { name: string }[] }) => [r.index, r.hits[0]!.name])).toEqual([
      [SK, 'Algolia hit for drill'], ['products_sk-SK_price_asc', 'Algolia hit for pump'],
    ]);
  });

  it("leaves typos to Algolia: the query as typed, the shop's typo tolerance ('min', as the embedded engine) unless the client asks otherwise, no setting that narrows it", async () => {
    await post('/indexes/*/queries', { requests: [
      { indexName: searchIndexName('en-GB'), query: 'drlil' },
      { indexName: SK, query: 'knovektomat vrtacka', typoTolerance: 'strict' },
    ] }).expect(200);
    const sent = fake.requests.at(-1)!.body as { requests: Record<string, unknown>[] };
    expect(sent.requests.map((r) => [r['query'], r['typoTolerance']])).toEqual([['drlil', 'min'], ['knovektomat vrtacka', 'strict']]);
    // Algolia's parameters that switch typos off for some words or raise the word sizes: never sent, so the index's settings rule.
    const narrowing = ['minWordSizefor1Typo', 'minWordSizefor2Typos', 'allowTyposOnNumericTokens', 'disableTypoToleranceOnAttributes',
      'disableTypoToleranceOnWords', 'advancedSyntax', 'queryType', 'removeWordsIfNoResults', 'optionalWords', 'restrictSearchableAttributes'];
    for (const sentRequest of sent.requests) expect(Object.keys(sentRequest).filter((key) => narrowing.includes(key))).toEqual([]);
  });

  it('serves a repeated search from the cache without asking Algolia again', async () => {
    await post('/indexes/*/queries', { requests: [{ indexName: SK, query: 'cached once' }] }).expect(200);
    const before = fake.requests.length;
    await post('/indexes/*/queries', { requests: [{ indexName: SK, query: 'cached once' }] }).expect(200);
    expect(fake.requests.length).toBe(before);
  });

  it('validates before forwarding: a bad request or unknown index never reaches Algolia', async () => {
    const before = fake.requests.length;
    await post('/indexes/*/queries', { requests: [{ indexName: SK, hitsPerPage: 1000 }] }).expect(400);
    await post('/indexes/*/queries', { requests: [{ indexName: 'products_xx-XX' }] }).expect(404);
    expect(fake.requests.length).toBe(before);
  });

  it("passes Algolia's own 4xx on, and answers 502 when Algolia fails", async () => {
    const missing = await post('/indexes/*/queries', { requests: [{ indexName: searchIndexName('it-CH'), query: 'x' }] }).expect(404);
    expect(missing.body).toEqual({ status: 404, message: 'Index products_it-CH does not exist' });
    const failed = await post('/indexes/*/queries', { requests: [{ indexName: SK, query: 'boom' }] }).expect(502);
    expect(failed.body.message).toContain('The search service failed');
  });

  it('forwards insights events to /1/events without the spec-only searchTerm', async () => {
    const event = { eventType: 'click', eventName: 'Search result clicked', index: SK, userToken: 'anon-1', objectIDs: ['EX10000001'], positions: [3], queryID: 'c'.repeat(32), searchTerm: 'drill' };
    const response = await post('/events', { events: [event] }).expect(200);
    expect(response.body).toEqual({ status: 200, message: 'OK' });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/1/events');
    expect(sent.headers['x-algolia-api-key']).toBe('search-only-key');
    const { searchTerm: _dropped, ...forwarded } = event;
    expect(sent.body).toEqual({ events: [forwarded] });
  });
});
