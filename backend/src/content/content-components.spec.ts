import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { LOCALE_CODES } from '@shop/markets';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';
import { CONTENT_BLOCK_TYPES } from './content-block-types.js';
import { OWN_BRANDS } from './demo/demo-catalogue.js';

describe('GET /api/content/components: the block list and the shared components (real Nest app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const get = (path: string) => request(app.getHttpServer()).get(path);

  it('lists the component names of every block type the storefront renders, kebab-case, once each', async () => {
    const response = await get('/api/content/components').expect(200);
    const names = response.body as string[];
    expect(names).toEqual([...CONTENT_BLOCK_TYPES]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(names).toEqual(expect.arrayContaining(['banner-box', 'hero', 'rich-text', 'faq-section', 'product-listing', 'campaign-banner', 'usp-section']));
  });

  it('serves footer, promo banners and the not-found blocks in every locale, with renderable blocks only', async () => {
    for (const locale of LOCALE_CODES) {
      for (const slug of ['footer', 'promo-banners', 'page-not-found']) {
        const response = await get(`/api/content/components/${slug}-${locale}.json`);
        expect({ key: `${slug}-${locale}`, status: response.status }).toEqual({ key: `${slug}-${locale}`, status: 200 });
        for (const block of response.body.content.blocks as { type: string }[]) expect(CONTENT_BLOCK_TYPES).toContain(block.type);
      }
    }
  });

  it('gives every footer link a name or translation key and a url or route key (spec 1 §2), brands leading to brand pages', async () => {
    const response = await get('/api/content/components/footer-fr-BE.json').expect(200);
    const navigation = (response.body.content.blocks as { type: string; columns?: { heading: string; links: Record<string, string>[] }[] }[])
      .find((block) => block.type === 'navigation');
    expect(navigation?.columns?.map((column) => column.heading)).toEqual(['Service client', 'À propos', 'Nos produits', 'Nos marques']);
    for (const link of navigation?.columns?.flatMap((column) => column.links) ?? []) {
      expect(link['name'] ?? link['translationKey']).toEqual(expect.any(String));
      expect(link['url'] ?? link['routeKey']).toEqual(expect.any(String));
    }
    expect(navigation?.columns?.[3]?.links.map((link) => link['url'])).toEqual(OWN_BRANDS.map((brand) => `/fr/${brand.key}/`));
    for (const brand of OWN_BRANDS) await get(`/api/content/pages/${brand.key}-fr-BE.json`).expect(200);
  });
});
