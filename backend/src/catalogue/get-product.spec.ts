import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { INestApplication } from '@nestjs/common';
import type { ProductDraft } from '@commercetools/platform-sdk';
import request from 'supertest';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

const attribute = (draft: ProductDraft, name: string): unknown => draft.masterVariant?.attributes?.find((a) => a.name === name)?.value;
const stockOf = (sku: string): number => demoSeed().inventory.find((entry) => entry.sku === sku)?.quantityOnStock ?? 0;

describe('POST /api/ct/getProduct (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  const first = () => demoSeed().products[0]!;
  const getProduct = (part: unknown) => call('getProduct', [part]);

  it("main: finds the product by its slug in the market's language, priced in EUR for SK, sk texts only", async () => {
    const draft = first();
    const response = await getProduct({ query: 'main', slug: draft.slug.sk }).expect(200);
    expect(response.body.products).toHaveLength(1);
    const product = response.body.products[0];
    expect(product.masterVariant.sku).toBe(draft.masterVariant!.sku);
    expect(Object.keys(product.name)).toEqual(['sk']);
    expect(product.masterVariant.price.value.currencyCode).toBe('EUR');
    const byId = await getProduct({ query: 'main', id: product.id }).expect(200);
    expect(byId.body.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it('main: follows the language of the call (fr on the CH market, priced in CHF)', async () => {
    const draft = first();
    const response = await call('getProduct', [{ query: 'main', slug: draft.slug.fr }], '?host=ch.localhost&language=fr').expect(200);
    expect(response.body.products[0].masterVariant.price.value.currencyCode).toBe('CHF');
    expect(Object.keys(response.body.products[0].slug)).toEqual(['fr']);
  });

  it("main: follows the browser's language (Accept-Language fr-CH on the CH market) when no prefix or cookie chooses", async () => {
    const draft = first();
    const response = await request(app.getHttpServer()).post('/api/ct/getProduct?host=ch.localhost')
      .set('Accept-Language', 'fr-CH,fr;q=0.9,en;q=0.8').send([{ query: 'main', slug: draft.slug.fr }]).expect(200);
    expect(Object.keys(response.body.products[0].slug)).toEqual(['fr']);
    // The locale cookie comes first (spec 1 §1).
    const cookie = await request(app.getHttpServer()).post('/api/ct/getProduct?host=ch.localhost')
      .set('Accept-Language', 'fr-CH').set('Cookie', 'locale=it-CH').send([{ query: 'main', slug: draft.slug.it }]).expect(200);
    expect(Object.keys(cookie.body.products[0].slug)).toEqual(['it']);
  });

  it('serves a repeated query of a market from the products cache; another market is its own entry', async () => {
    const draft = demoSeed().products[1]!;
    const port = app.get<CommercePort>(COMMERCE_PORT, { strict: false });
    const bySlug = jest.spyOn(port.catalogue, 'productBySlug');
    try {
      const sk = (await getProduct({ query: 'main', slug: draft.slug.sk }).expect(200)).body;
      expect((await getProduct({ query: 'main', slug: draft.slug.sk }).expect(200)).body).toEqual(sk);
      expect(bySlug).toHaveBeenCalledTimes(1);
      const cz = (await call('getProduct', [{ query: 'main', slug: draft.slug.cs }], '?host=cz.localhost').expect(200)).body;
      expect(bySlug).toHaveBeenCalledTimes(2);
      expect(cz.products[0].masterVariant.price.value.currencyCode).toBe('CZK');
    } finally {
      bySlug.mockRestore();
    }
  });

  it('main: answers no products for an unknown slug or id, not an error', async () => {
    expect((await getProduct({ query: 'main', slug: 'no-such-product' }).expect(200)).body).toEqual({ products: [] });
    expect((await getProduct({ query: 'main', id: 'no-such-id' }).expect(200)).body).toEqual({ products: [] });
  });

  it('related and alternative: only in-stock products of the SKUs, at most 8; unknown SKUs are skipped', async () => {
    const skus = demoSeed().products.slice(0, 40).map((p) => p.masterVariant!.sku!);
    const inStock = skus.filter((sku) => stockOf(sku) > 0);
    const outOfStock = skus.filter((sku) => stockOf(sku) === 0);
    expect(inStock.length).toBeGreaterThan(8);
    for (const query of ['related', 'alternative']) {
      const response = await getProduct({ query, skus: [...skus, 'EX00000000'] }).expect(200);
      const got = response.body.products.map((p: { masterVariant: { sku: string } }) => p.masterVariant.sku) as string[];
      expect(got).toHaveLength(8);
      for (const sku of got) expect(inStock).toContain(sku);
    }
    if (outOfStock.length) {
      const none = await getProduct({ query: 'related', skus: outOfStock }).expect(200);
      expect(none.body).toEqual({ products: [] });
    }
  });

  it('tagManager: every published product of the SKUs, in stock or not', async () => {
    const skus = demoSeed().products.slice(0, 12).map((p) => p.masterVariant!.sku!);
    const response = await getProduct({ query: 'tagManager', skus }).expect(200);
    expect(response.body.products.map((p: { masterVariant: { sku: string } }) => p.masterVariant.sku).sort()).toEqual([...skus].sort());
  });

  it('listing: a page of the products of the categories, with total, count, offset and limit', async () => {
    const main = await getProduct({ query: 'main', slug: first().slug.sk }).expect(200);
    const categoryId = main.body.products[0].categories[0].id as string;
    const inCategory = demoSeed().products.filter((p) => p.categories?.some((c) => c.key === first().categories![0]!.key)).length;
    const page = await getProduct({ query: 'listing', categoryIds: [categoryId], limit: 2, offset: 1 }).expect(200);
    expect(page.body).toMatchObject({ total: inCategory, count: Math.min(2, inCategory - 1), offset: 1, limit: 2 });
    expect(page.body.products).toHaveLength(Math.min(2, inCategory - 1));
    const defaults = await getProduct({ query: 'listing', categoryIds: [categoryId] }).expect(200);
    expect(defaults.body).toMatchObject({ offset: 0, limit: 24 });
    const unknown = await getProduct({ query: 'listing', categoryIds: ['no-such-category'] }).expect(200);
    expect(unknown.body).toMatchObject({ products: [], total: 0 });
  });

  it('keeps product attributes the storefront reads (family, isBware)', async () => {
    const response = await getProduct({ query: 'main', slug: first().slug.sk }).expect(200);
    const names = (response.body.products[0].masterVariant.attributes as { name: string }[]).map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['family', 'isBware']));
    expect(attribute(first(), 'family')).toBeDefined();
  });

  it("answers the market's price and language only: no price list of every market, attribute texts in the call's language", async () => {
    const draft = first();
    const localized = draft.masterVariant!.attributes!.find((a) => typeof a.value === 'object' && a.value !== null && 'de' in a.value)!;
    const response = await call('getProduct', [{ query: 'main', slug: draft.slug.de }], '?host=at.localhost').expect(200);
    const variant = response.body.products[0].masterVariant as { prices?: unknown; price: { country: string }; attributes: { name: string; value: unknown }[] };
    expect(variant.prices).toBeUndefined();
    expect(variant.price.country).toBe('AT');
    expect(variant.attributes.find((a) => a.name === localized.name)?.value).toEqual({ de: (localized.value as Record<string, string>)['de'] });
    expect(attribute(draft, 'family')).toEqual(variant.attributes.find((a) => a.name === 'family')?.value);
  });

  /** The seeded rates of the product's tax category in a country (amount and country), read from the seed. */
  const seededRates = (draft: ProductDraft, country: string) => {
    const category = demoSeed().taxCategories.find((candidate) => candidate.key === draft.taxCategory?.key)!;
    return category.rates!.filter((rate) => rate.country === country).map(({ amount }) => ({ amount, country }));
  };
  const answeredRates = (product: { taxCategory: { obj: { rates: { amount: number; country: string }[] } } }) =>
    product.taxCategory.obj.rates.map(({ amount, country }) => ({ amount, country }));

  it("main: carries the tax category expanded with the rates of the market's country only (SK; the page shows its VAT rate)", async () => {
    const draft = first();
    const expected = seededRates(draft, 'SK');
    expect(expected).toHaveLength(1);
    const product = (await getProduct({ query: 'main', slug: draft.slug.sk }).expect(200)).body.products[0];
    expect(product.taxCategory).toMatchObject({ typeId: 'tax-category', id: expect.any(String), obj: { key: draft.taxCategory!.key } });
    expect(product.taxCategory.obj.id).toBe(product.taxCategory.id);
    expect(answeredRates(product)).toEqual(expected);
    const byId = (await getProduct({ query: 'main', id: product.id }).expect(200)).body.products[0];
    expect(answeredRates(byId)).toEqual(expected);
  });

  it("main: on DE the rates are Germany's, another rate than Slovakia's", async () => {
    const draft = first();
    const expected = seededRates(draft, 'DE');
    expect(expected).toHaveLength(1);
    expect(expected[0]!.amount).not.toBe(seededRates(draft, 'SK')[0]!.amount);
    const response = await call('getProduct', [{ query: 'main', slug: draft.slug.de }], '?host=de.localhost').expect(200);
    expect(answeredRates(response.body.products[0])).toEqual(expected);
  });

  it('the list queries keep the tax category a bare reference (no rates in every tile)', async () => {
    const skus = demoSeed().products.slice(0, 3).map((p) => p.masterVariant!.sku!);
    const response = await getProduct({ query: 'tagManager', skus }).expect(200);
    for (const product of response.body.products) expect(product.taxCategory).toEqual({ typeId: 'tax-category', id: expect.any(String) });
  });

  it.each([
    [{ query: 'main' }, "payload[0] must have exactly one of slug, id for query 'main'; none was given"],
    [{ query: 'main', slug: 'a', id: 'b' }, "payload[0] must have exactly one of slug, id for query 'main'; got slug and id"],
    [{ query: 'related' }, "payload[0].skus is required for query 'related'"],
    [{ query: 'listing' }, "payload[0].categoryIds is required for query 'listing'"],
    [{ query: 'main', slug: 'a', limit: 3 }, "payload[0].limit is not used by query 'main'"],
    [{ query: 'everything' }, 'payload[0].query must be one of the following values'],
    [{ slug: 'a' }, 'payload[0].query must be one of the following values'],
    [{ query: 'main', slug: 5 }, 'payload[0].slug must be a string'],
    [{ query: 'related', skus: 'EX10000001' }, 'payload[0].skus must be an array'],
    [{ query: 'related', skus: [] }, 'payload[0].skus should not be empty'],
    [{ query: 'listing', categoryIds: ['x'], limit: '5' }, 'payload[0].limit must be an integer number'],
    [{ query: 'listing', categoryIds: ['x'], offset: -1 }, 'payload[0].offset must not be less than 0'],
    [{ query: 'main', slug: 'a', sulg: 'b' }, 'property payload[0].sulg should not exist'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    const response = await getProduct(part).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 when the part is missing', async () => {
    const response = await call('getProduct', []).expect(400);
    expect(response.body.message).toBe('payload[0] is required');
  });
});
