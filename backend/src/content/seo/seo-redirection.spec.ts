import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { CONTENT_PAGE_SLUGS, normaliseUrl } from '@shop/domain';
import request from 'supertest';
import { createTestApp } from '../../../test/test-app.js';
import { generateSeed } from '../../commerce/seed/index.js';
import { DEMO_SEO_REDIRECTIONS } from '../demo/demo-redirections.js';

describe('GET /api/content/seo-redirection?sourceUrl= (real Nest app, demo registry)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const lookup = (query: string) => request(app.getHttpServer()).get(`/api/content/seo-redirection${query}`);
  const of = (sourceUrl: string) => lookup(`?sourceUrl=${encodeURIComponent(sourceUrl)}`);

  it('answers a registered URL with its code (301 for SEO moves) and target', async () => {
    const response = await of('/gastronomie/').expect(200);
    expect(response.body).toEqual({ redirectionCode: 301, targetURL: '/gastronomiebedarf/' });
  });

  it('answers the alternative home slug with the default 308', async () => {
    expect((await of('/home').expect(200)).body).toEqual({ redirectionCode: 308, targetURL: '/' });
  });

  it('matches whatever the case, trailing slash, query or host of the asked URL', async () => {
    for (const url of ['/Gastronomie', '/gastronomie', '/gastronomie/?utm_source=x', 'https://www.proequip.de/gastronomie/']) {
      expect({ url, body: (await of(url).expect(200)).body }).toEqual({ url, body: { redirectionCode: 301, targetURL: '/gastronomiebedarf/' } });
    }
  });

  it('answers a URL with no registered redirection with 404 and a message naming it', async () => {
    const response = await of('/gastronomiebedarf/').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'No SEO redirection is registered for "/gastronomiebedarf/"', error: 'Not Found' });
  });

  it.each([
    ['no sourceUrl', ''],
    ['an empty sourceUrl', '?sourceUrl='],
    ['two sourceUrls', '?sourceUrl=/a&sourceUrl=/b'],
    ['a protocol-relative URL', `?sourceUrl=${encodeURIComponent('//evil.example/x')}`],
    ['a script URL', `?sourceUrl=${encodeURIComponent('javascript:alert(1)')}`],
    ['a relative path', '?sourceUrl=gastronomie'],
    ['a broken percent-encoding', '?sourceUrl=/k%25E0%25A4%25A'],
    ['a URL longer than 2048 characters', `?sourceUrl=/${'a'.repeat(2048)}`],
  ])('answers %s with 400 and a message naming sourceUrl', async (_case, query) => {
    const response = await lookup(query).expect(400);
    expect(response.body.message).toMatch(/sourceUrl/);
  });

  it('is what domain normaliseUrl needs: the storefront redirects once, with the registry code', async () => {
    const body = (await of('/kitchen-equipment/').expect(200)).body as { redirectionCode: 301 | 308; targetURL: string };
    const decision = normaliseUrl({
      path: '/kitchen-equipment/',
      query: 'page=2',
      market: { country: 'GB', defaultLanguage: 'en', languages: ['en'], nativeRouting: false },
      seoRedirect: { code: body.redirectionCode, targetUrl: body.targetURL },
    });
    expect(decision).toEqual({ kind: 'redirect', status: 301, location: '/catering-equipment/?page=2' });
  });
});

describe('the demo registry points at pages of the demo shop', () => {
  const seed = generateSeed();
  const categorySlugs = new Set(seed.categories.flatMap((category) => Object.values(category.slug)));
  const productSlugs = new Set(seed.products.flatMap((product) => Object.values(product.slug)));

  it.each(DEMO_SEO_REDIRECTIONS.map((rule) => [rule.sourceUrl, rule.targetURL] as const))('%s → %s exists', (_source, target) => {
    const segment = target.replace(/^\/|\/$/g, '');
    const exists = target === '/' || categorySlugs.has(segment) || productSlugs.has(segment) || (CONTENT_PAGE_SLUGS as readonly string[]).includes(segment);
    expect(exists).toBe(true);
  });
});
