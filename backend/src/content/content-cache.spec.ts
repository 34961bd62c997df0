import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { CountingContentSource, createContentTestApp } from './content-test-app.fixture.js';
import { DemoContentSource } from './demo/demo-content-source.js';

describe('content is read through the cache (real Nest app, counting source)', () => {
  let app: INestApplication;
  let source: CountingContentSource;
  beforeAll(async () => {
    source = new CountingContentSource(new DemoContentSource());
    app = await createContentTestApp(source);
  });
  afterAll(async () => app.close());

  const get = (path: string) => request(app.getHttpServer()).get(path);

  it('reads a document from the source once; later reads come from the cache', async () => {
    const first = await get('/api/content/pages/home-de-AT.json').expect(200);
    const second = await get('/api/content/pages/home-de-AT.json').expect(200);
    expect(second.body).toEqual(first.body);
    expect(source.documentCalls.filter((call) => call === 'pages/home-de-AT')).toHaveLength(1);
  });

  it('caches per document: another locale or kind is another read', async () => {
    await get('/api/content/pages/home-de-CH.json').expect(200);
    await get('/api/content/components/footer-de-AT.json').expect(200);
    expect(source.documentCalls).toEqual(expect.arrayContaining(['pages/home-de-CH', 'components/footer-de-AT']));
  });

  it('shares one entry between a route alias and its page', async () => {
    await get('/api/content/pages/dispatch-information-cs-CZ.json').expect(200);
    await get('/api/content/pages/shipping-info-cs-CZ.json').expect(200);
    expect(source.documentCalls.filter((call) => call === 'pages/shipping-info-cs-CZ')).toHaveLength(1);
  });

  it('does not cache "no such document" (random keys must not evict real pages), and never asks the source for a malformed key', async () => {
    await get('/api/content/pages/nothing-here-de-AT.json').expect(404);
    await get('/api/content/pages/nothing-here-de-AT.json').expect(404);
    await get('/api/content/pages/..%2Fnothing-de-AT.json').expect(400);
    expect(source.documentCalls.filter((call) => call.includes('nothing'))).toEqual(['pages/nothing-here-de-AT', 'pages/nothing-here-de-AT']);
  });

  it('loads the SEO registry once for many lookups', async () => {
    await get('/api/content/seo-redirection?sourceUrl=/home').expect(200);
    await get('/api/content/seo-redirection?sourceUrl=/blog/').expect(200);
    await get('/api/content/seo-redirection?sourceUrl=/unknown/').expect(404);
    expect(source.redirectionCalls).toBe(1);
  });
});
