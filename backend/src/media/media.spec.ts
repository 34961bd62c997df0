import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { ProductDraft } from '@commercetools/platform-sdk';
import request from 'supertest';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { drawingFor, hueFor, productImageSvg } from '../commerce/seed/images.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { createTestApp } from '../../test/test-app.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { drawingOf, EXPECTED_FAMILY_DRAWINGS, SHAPE_ELEMENTS, svgParts } from './picture-drawings.fixture.js';

const familyOf = (draft: ProductDraft): string => draft.masterVariant!.attributes!.find((attribute) => attribute.name === 'family')!.value as string;

/** The picture a draft should have, drawn here from the draft: its family's drawing and colour. */
function expectedSvg(draft: ProductDraft): string {
  const family = familyOf(draft);
  return productImageSvg({ drawing: drawingFor(family), hue: hueFor(family) });
}

/** The answer's text: supertest buffers an image type as bytes. */
const svgText = (response: request.Response): string =>
  Buffer.isBuffer(response.body) ? response.body.toString('utf8') : response.text;

describe('GET /media/products/{SKU}.svg (real app, embedded engine with the full demo seed)', () => {
  let app: INestApplication;
  let seed: SeedData;
  beforeAll(async () => {
    seed = generateSeed();
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  const get = (path: string) => request(app.getHttpServer()).get(path);
  const withImage = () => seed.products.filter((draft) => draft.masterVariant?.images?.length);

  it("serves the picture a seed product's image entry names, as an SVG a browser may keep for a day", async () => {
    const draft = withImage()[0]!;
    const url = draft.masterVariant!.images![0]!.url;
    expect(url).toBe(`/media/products/${draft.masterVariant!.sku}.svg`);
    const response = await get(url).expect(200);
    expect(svgText(response)).toBe(expectedSvg(draft));
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('draws each product its own picture (another SKU, another family)', async () => {
    const drafts = withImage();
    const other = drafts.find((draft) => expectedSvg(draft) !== expectedSvg(drafts[0]!))!;
    const response = await get(other.masterVariant!.images![0]!.url).expect(200);
    expect(svgText(response)).toBe(expectedSvg(other));
  });

  // Issue 18, shopper item 8: 'Circular saw blade…' in English on every market, a combi steamer drawn as a drill.
  it("draws every product of the seed without any text, as its family's drawing", async () => {
    const drafts = withImage();
    expect(drafts.length).toBeGreaterThan(700);
    const shapes = new Map<string, Set<string>>();
    const pictures = await Promise.all(drafts.map(async (draft) => svgText(await get(draft.masterVariant!.images![0]!.url).expect(200))));
    for (const [index, draft] of drafts.entries()) {
      const svg = pictures[index]!;
      const { elements, attributes, characters } = svgParts(svg);
      expect(elements.filter((element) => !SHAPE_ELEMENTS.has(element))).toEqual([]);
      expect(attributes.filter((attribute) => /^(aria-|title$|alt$)/.test(attribute))).toEqual([]);
      expect(characters.trim()).toBe('');
      expect(svg).not.toContain(draft.name['en']!);
      const drawing = drawingOf(svg);
      expect({ sku: draft.masterVariant!.sku, drawing: drawing.name }).toEqual({ sku: draft.masterVariant!.sku, drawing: EXPECTED_FAMILY_DRAWINGS[familyOf(draft)] });
      shapes.set(drawing.name!, (shapes.get(drawing.name!) ?? new Set()).add(drawing.shape));
    }
    // One drawing per name on every product, and no two names drawn alike.
    for (const [name, drawn] of shapes) expect({ name, variants: drawn.size }).toEqual({ name, variants: 1 });
    const all = [...shapes.values()].map((drawn) => [...drawn][0]);
    expect(new Set(all).size).toBe(all.length);
    // Every family of the seed is in the hand-written table, and the table names no family the seed lacks.
    expect(new Set(drafts.map(familyOf))).toEqual(new Set(Object.keys(EXPECTED_FAMILY_DRAWINGS)));
  }, FULL_CATALOGUE_TIMEOUT_MS);

  it('answers HEAD with the headers and no body', async () => {
    const draft = withImage()[0]!;
    const response = await request(app.getHttpServer()).head(draft.masterVariant!.images![0]!.url).expect(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(svgText(response) ?? '').toBe('');
  });

  it.each([
    ['an unknown SKU', '/media/products/EX99999999.svg'],
    ['a known SKU without .svg', '/media/products/EX10000001'],
    ['a known SKU with another extension', '/media/products/EX10000001.png'],
    ['a path one level up', '/media/products/../package.json'],
    ['an encoded path up', '/media/products/..%2F..%2Fpackage.json'],
    ['an encoded path up to a known name', '/media/products/..%2Fproducts%2FEX10000001.svg'],
    ['a nested path', '/media/products/x/EX10000001.svg'],
    ['a name of 2 000 characters', `/media/products/${'A'.repeat(2000)}.svg`],
  ])('answers 404 for %s', async (_name, path) => {
    expect(seed.products.some((draft) => draft.masterVariant?.sku === 'EX10000001')).toBe(true);
    const response = await get(path).expect(404);
    expect(response.headers['content-type']).not.toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('GET /media/products on commercetools (real app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    // What the app sees with CTP_* set: the kind, and no seed (the products name their own image URLs).
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'commercetools', port: embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED }) }) })
      .compile();
    app = await shopTestApp(moduleRef);
  });
  afterAll(async () => app.close());

  it('answers 404: there are no drawn pictures to serve', async () => {
    await request(app.getHttpServer()).get('/media/products/EX10012345.svg').expect(404);
    await request(app.getHttpServer()).head('/media/products/EX10012345.svg').expect(404);
  });
});
