import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { FACET_MAX_VALUES, FACET_MIN_VALUES, LISTING_SORTS, searchIndexName } from '@shop/domain';
import { createSearchTestApp, queriesOn, searchOn, type TestHit } from './search-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('POST /api/search/1/indexes/*/queries (embedded engine, full demo catalogue)', () => {
  let app: INestApplication;
  let search: ReturnType<typeof searchOn>;
  let queries: ReturnType<typeof queriesOn>;
  beforeAll(async () => {
    app = await createSearchTestApp();
    search = searchOn(app);
    queries = queriesOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  const GB = searchIndexName('en-GB');

  /** What a hit is found by: its name and its category names. */
  const names = (hits: readonly TestHit[]) =>
    hits.map((hit) => [hit.name, ...Object.values(hit.categories).flat()].join(' ').toLowerCase());

  it('finds products by the words of their name and categories, every word required', async () => {
    const drills = await search({ indexName: GB, query: 'drill', typoTolerance: false, hitsPerPage: 48 });
    expect(drills.nbHits).toBeGreaterThan(3);
    for (const name of names(drills.hits)) expect(name).toContain('drill');
    const bench = await search({ indexName: GB, query: 'bench drill', typoTolerance: false });
    expect(bench.nbHits).toBeGreaterThan(0);
    expect(bench.nbHits).toBeLessThan(drills.nbHits);
    for (const name of names(bench.hits)) expect(name).toMatch(/bench.*drill|drill.*bench/);
  });

  it('with typoTolerance true, ranks exact matches before matches through a typo (drill: the drills, then the grills)', async () => {
    const { hits, nbHits } = await search({ indexName: GB, query: 'drill', typoTolerance: true, hitsPerPage: 48 });
    const exact = (await search({ indexName: GB, query: 'drill', typoTolerance: false })).nbHits;
    expect(nbHits).toBeGreaterThan(exact);
    const matches = names(hits).map((name) => name.includes('drill'));
    expect(matches.slice(0, exact).every(Boolean)).toBe(true);
    expect(matches.slice(exact).some(Boolean)).toBe(false);
  });

  it('tolerates a typo (drell finds drills) and a missing accent (trouba/troubá in Czech)', async () => {
    const typo = await search({ indexName: GB, query: 'drell' });
    expect(typo.hits.some((hit) => hit.name.includes('drill'))).toBe(true);
    const exact = await search({ indexName: GB, query: 'drell', typoTolerance: false });
    expect(exact.nbHits).toBe(0);
    const czech = await search({ indexName: searchIndexName('cs-CZ'), query: 'konvekcni troubq' });
    expect(czech.nbHits).toBeGreaterThan(0);
    expect(czech.hits[0]!.name).toMatch(/Konvekční trouba/);
  });

  it('returns the hit attributes the storefront shows', async () => {
    const { hits } = await search({ indexName: GB, query: 'drill', hitsPerPage: 1 });
    const hit = hits[0]!;
    expect(hit.objectID).toMatch(/^EX\d{8}$/);
    expect(hit.url).toMatch(/-\d{8}$/);
    expect(hit.currency).toBe('GBP');
    expect(Number.isInteger(hit.price)).toBe(true);
    expect(hit.standardPrice).toBeGreaterThanOrEqual(hit.price);
    expect(hit.categories['lvl1']![0]).toContain(' > ');
    expect(typeof hit.inStock).toBe('boolean');
  });

  it('quick search: a few hits with only name and url', async () => {
    const result = await search({ indexName: GB, query: 'pump', hitsPerPage: 5, attributesToRetrieve: ['name', 'url'] });
    expect(result.hits.length).toBeLessThanOrEqual(5);
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) expect(Object.keys(hit).sort()).toEqual(['name', 'objectID', 'url']);
  });

  it('counts facets over every match, at most 30 values and at least 3 when fewer are asked', async () => {
    const all = await search({ indexName: GB, facets: ['*'], hitsPerPage: 0 });
    expect(all.hits).toEqual([]);
    const brands = all.facets['brand']!;
    expect(Object.values(brands).reduce((a, b) => a + b, 0)).toBe(all.nbHits);
    const counts = Object.values(brands);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(Object.keys(all.facets['categories.lvl2']!)).toHaveLength(FACET_MAX_VALUES);
    const few = await search({ indexName: GB, facets: ['brand'], maxValuesPerFacet: 1, hitsPerPage: 0 });
    expect(Object.keys(few.facets['brand']!)).toHaveLength(FACET_MIN_VALUES);
    expect(all.facets_stats!['price']!.min).toBeLessThanOrEqual(all.facets_stats!['price']!.max);
    expect(Object.keys(all.facets['tags']!)).toEqual(expect.arrayContaining(['new', 'bestseller', 'on-sale', 'topRated', 'campaign:black_friday']));
  });

  it('refines by facet filters (AND across, OR within) and by a campaign tag', async () => {
    const campaign = await search({ indexName: GB, facetFilters: [['tags:campaign:black_friday']], facets: ['tags'], hitsPerPage: 48 });
    expect(campaign.nbHits).toBeGreaterThan(0);
    for (const hit of campaign.hits) expect(hit.tags).toContain('campaign:black_friday');
    expect(campaign.facets['tags']!['campaign:black_friday']).toBe(campaign.nbHits);

    const base = await search({ indexName: GB, facets: ['brand'], hitsPerPage: 0 });
    const [first, second] = Object.entries(base.facets['brand']!);
    const either = await search({ indexName: GB, facetFilters: [[`brand:${first![0]}`, `brand:${second![0]}`]], hitsPerPage: 0 });
    expect(either.nbHits).toBe(first![1] + second![1]);
    const not = await search({ indexName: GB, facetFilters: [`brand:-${first![0]}`], hitsPerPage: 0 });
    expect(not.nbHits).toBe(base.nbHits - first![1]);
    const both = await search({ indexName: GB, facetFilters: ['tags:new', `brand:${first![0]}`], hitsPerPage: 48 });
    for (const hit of both.hits) {
      expect(hit.tags).toContain('new');
      expect(hit.brand).toBe(first![0]);
    }
  });

  it('refines by a price range in cents and by rating (numericFilters and filters)', async () => {
    const range = await search({ indexName: GB, numericFilters: ['price>=10000', 'price<=50000'], hitsPerPage: 48 });
    expect(range.nbHits).toBeGreaterThan(0);
    for (const hit of range.hits) expect(hit.price).toBeGreaterThanOrEqual(10000);
    for (const hit of range.hits) expect(hit.price).toBeLessThanOrEqual(50000);
    const same = await search({ indexName: GB, numericFilters: ['price:10000 TO 50000'], hitsPerPage: 0 });
    expect(same.nbHits).toBe(range.nbHits);
    const expression = await search({ indexName: GB, filters: 'price:10000 TO 50000 AND (tags:new OR tags:bestseller) AND NOT averageRating < 4', hitsPerPage: 48 });
    for (const hit of expression.hits) {
      expect(hit.tags.some((tag) => tag === 'new' || tag === 'bestseller')).toBe(true);
      expect(hit.averageRating === undefined || hit.averageRating >= 4).toBe(true);
    }
    const category = (await search({ indexName: GB, facets: ['categories.lvl1'], hitsPerPage: 0 })).facets['categories.lvl1']!;
    const [path, count] = Object.entries(category)[0]!;
    const inCategory = await search({ indexName: GB, filters: `"categories.lvl1":"${path}"`, hitsPerPage: 0 });
    expect(inCategory.nbHits).toBe(count);
  });

  const orderOf: Record<string, (a: TestHit, b: TestHit) => boolean> = {
    'name-asc': (a, b) => a.name.localeCompare(b.name, 'en') <= 0,
    'name-desc': (a, b) => a.name.localeCompare(b.name, 'en') >= 0,
    'price-asc': (a, b) => a.price <= b.price,
    'price-desc': (a, b) => a.price >= b.price,
    newest: (a, b) => a.createdAt >= b.createdAt,
  };

  it.each(LISTING_SORTS.filter((sort) => sort !== 'relevance'))('the %s replica orders every page', async (sort) => {
    const hits: TestHit[] = [];
    for (const page of [0, 1]) hits.push(...(await search({ indexName: searchIndexName('en-GB', sort), page, hitsPerPage: 48 })).hits);
    expect(hits).toHaveLength(96);
    for (let i = 1; i < hits.length; i += 1) expect(orderOf[sort]!(hits[i - 1]!, hits[i]!)).toBe(true);
  });

  it('relevance puts the name matches first', async () => {
    const { hits } = await search({ indexName: GB, query: 'chainsaw' });
    expect(hits[0]!.name.toLowerCase()).toContain('chainsaw');
  });

  it('pages: page, hitsPerPage and nbPages agree, pages do not overlap, past the last page is empty', async () => {
    const first = await search({ indexName: GB, query: 'drill', hitsPerPage: 12 });
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 12));
    const second = await search({ indexName: GB, query: 'drill', hitsPerPage: 12, page: 1 });
    expect(second.page).toBe(1);
    const ids = new Set([...first.hits, ...second.hits].map((hit) => hit.objectID));
    expect(ids.size).toBe(first.hits.length + second.hits.length);
    const past = await search({ indexName: GB, query: 'drill', hitsPerPage: 12, page: first.nbPages });
    expect(past.hits).toEqual([]);
    expect(past.nbHits).toBe(first.nbHits);
    expect((await search({ indexName: GB })).hitsPerPage).toBe(24);
  });

  it('has an index per language and country: de-AT and de-DE in EUR with German names, cs-CZ in CZK', async () => {
    const at = await search({ indexName: searchIndexName('de-AT'), hitsPerPage: 1, numericFilters: ['price>0'] });
    const de = await search({ indexName: searchIndexName('de-DE'), hitsPerPage: 1 });
    const cz = await search({ indexName: searchIndexName('cs-CZ'), hitsPerPage: 1 });
    expect(at.hits[0]!.currency).toBe('EUR');
    expect(de.hits[0]!.currency).toBe('EUR');
    expect(de.hits[0]!.name).toBe(at.hits[0]!.name);
    expect(cz.hits[0]!.currency).toBe('CZK');
    expect(cz.hits[0]!.objectID).toBe(de.hits[0]!.objectID);
    expect(cz.hits[0]!.price).toBeGreaterThan(de.hits[0]!.price * 10);
    expect(at.index).toBe('products_de-AT');
  });

  it('answers every search of a multi-query in order, and returns a queryID with clickAnalytics', async () => {
    const response = await queries([
      { indexName: GB, query: 'drill', hitsPerPage: 2, clickAnalytics: true },
      { indexName: searchIndexName('sk-SK'), params: 'query=&hitsPerPage=3&facets=%5B%22brand%22%5D' },
    ]).expect(200);
    const [drill, sk] = response.body.results;
    expect(drill.index).toBe(GB);
    expect(drill.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(sk.index).toBe('products_sk-SK');
    expect(sk.hits).toHaveLength(3);
    expect(Object.keys(sk.facets.brand).length).toBeGreaterThan(0);
  });

  it("accepts Algolia's text/plain JSON and the single-index route", async () => {
    const body = JSON.stringify({ requests: [{ indexName: GB, query: 'drill', hitsPerPage: 1 }] });
    const plain = await request(app.getHttpServer()).post('/api/search/1/indexes/*/queries').set('content-type', 'text/plain').send(body).expect(200);
    expect(plain.body.results[0].hits).toHaveLength(1);
    const single = await request(app.getHttpServer()).post(`/api/search/1/indexes/${GB}/query`).send({ params: 'query=drill&hitsPerPage=2' }).expect(200);
    expect(single.body.hits).toHaveLength(2);
  });
});
