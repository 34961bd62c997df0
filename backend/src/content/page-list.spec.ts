import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { LOCALE_CODES } from '@shop/markets';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';
import { DirectoryContentSource } from './directory/directory-content-source.js';

type PageList = { pages: Record<string, string[]> };

describe('GET /api/content/pages: the page slugs per locale (real Nest app, demo content)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const get = (path: string) => request(app.getHttpServer()).get(path);

  it('lists the pages of one locale, their spec 1 §2 route names included, sorted and once each', async () => {
    const { pages } = (await get('/api/content/pages?locale=lt-LT').expect(200)).body as PageList;
    expect(Object.keys(pages)).toEqual(['lt-LT']);
    const slugs = pages['lt-LT']!;
    expect(slugs).toEqual(expect.arrayContaining([
      'home', 'faq', 'volume-discount', 'shipping-info', 'dispatch-information', 'privacy', 'privacy-data',
      'returns', 'return-policy', 'terms-and-conditions', 'battery-regulation', 'battery-regulations',
      'premium-guarantee', 'premium-gurantee', 'newsletter-confirmation', 'opt-out',
    ]));
    expect(slugs).toEqual([...slugs].sort());
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('lists only slugs the pages call answers', async () => {
    const { pages } = (await get('/api/content/pages?locale=fr-CH').expect(200)).body as PageList;
    for (const slug of pages['fr-CH']!) {
      const status = (await get(`/api/content/pages/${slug}-fr-CH.json`)).status;
      expect({ slug, status }).toEqual({ slug, status: 200 });
    }
  });

  it('lists every locale without a locale, ignoring the host the storefront adds', async () => {
    const { pages } = (await get('/api/content/pages?host=lt.localhost').expect(200)).body as PageList;
    expect(Object.keys(pages).sort()).toEqual([...LOCALE_CODES].sort());
    expect(pages['de-AT']).toContain('faq');
  });

  it('answers 400 naming the problem for a locale the shop does not serve', async () => {
    const response = await get('/api/content/pages?locale=xx-XX').expect(400);
    expect(JSON.stringify(response.body)).toContain('locale must be a languageAndCountry the shop serves');
    await get('/api/content/pages?locale=lt-lt').expect(400);
  });
});

describe('DirectoryContentSource.pageSlugs', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'content-pages-'));
    mkdirSync(join(root, 'pages'));
    for (const name of ['faq-lt-LT.json', 'volume-discount-lt-LT.json', 'faq-de-DE.json', 'Bad Name-lt-LT.json', 'notes-lt-LT.txt', 'home-lt-LT']) {
      writeFileSync(join(root, 'pages', name), '{"blocks":[]}');
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the page files of the locale by slug, leaving out names that are no valid key', async () => {
    expect([...(await new DirectoryContentSource(root).pageSlugs('lt-LT'))].sort()).toEqual(['faq', 'volume-discount']);
    expect(await new DirectoryContentSource(root).pageSlugs('de-DE')).toEqual(['faq']);
  });

  it('lists nothing when the folder has no pages folder', async () => {
    expect(await new DirectoryContentSource(join(root, 'missing')).pageSlugs('lt-LT')).toEqual([]);
  });
});
