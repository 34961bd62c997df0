import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { ProductDraft } from '@commercetools/platform-sdk';
import { COMPLEMENTARY_PRODUCTS_LIMIT } from '@shop/domain';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { createTestApp } from '../../test/test-app.js';
import { callOn } from './catalogue-test-app.fixture.js';
import { portOf } from './review-shopper.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

const skuOf = (draft: ProductDraft): string => draft.masterVariant!.sku!;
const bySku = (a: ProductDraft, b: ProductDraft): number => skuOf(a).localeCompare(skuOf(b));
const referencedKeys = (draft: ProductDraft): string[] => {
  const value = draft.masterVariant?.attributes?.find((attribute) => attribute.name === 'complementaryCategories')?.value;
  return Array.isArray(value) ? value.map((reference: { key: string }) => reference.key) : [];
};

/**
 * The demo seed with what the filters must be seen to work on: a base product whose first
 * complementary candidates (by SKU) include one out of stock and one unpublished here, and a
 * second product made to reference its own category, so it is among its own candidates.
 */
function scenario() {
  const seed = generateSeed();
  const stock = new Map(seed.inventory.map((entry) => [entry.sku, entry.quantityOnStock]));
  const candidatesOf = (base: ProductDraft) => seed.products
    .filter((draft) => draft !== base && referencedKeys(base).includes(draft.categories?.[0]?.key ?? ''))
    .sort(bySku);
  const base = seed.products.find((draft) => {
    const firstFive = candidatesOf(draft).slice(0, 5);
    return firstFive.some((c) => stock.get(skuOf(c)) === 0) && firstFive.some((c) => (stock.get(skuOf(c)) ?? 0) > 0)
      && candidatesOf(draft).filter((c) => (stock.get(skuOf(c)) ?? 0) > 0).length > COMPLEMENTARY_PRODUCTS_LIMIT + 2;
  })!;
  const candidates = candidatesOf(base);
  const outOfStock = candidates.find((c) => stock.get(skuOf(c)) === 0)!;
  const unpublished = candidates.find((c) => (stock.get(skuOf(c)) ?? 0) > 0)!;
  const eligible = candidates.filter((c) => c !== unpublished && (stock.get(skuOf(c)) ?? 0) > 0);
  const selfReferencing = seed.products.find((draft) => referencedKeys(draft).length > 0 && draft !== base && !candidates.includes(draft))!;
  const ownCategory = selfReferencing.categories![0]!.key!;
  const products = seed.products.map((draft): ProductDraft => {
    if (draft === unpublished) return { ...draft, publish: false };
    if (draft !== selfReferencing) return draft;
    const attributes = (draft.masterVariant?.attributes ?? []).map((attribute) => attribute.name === 'complementaryCategories'
      ? { ...attribute, value: [{ typeId: 'category', key: ownCategory }] } : attribute);
    return { ...draft, masterVariant: { ...draft.masterVariant, attributes } };
  });
  const modified: SeedData = { ...seed, products };
  return { seed: modified, stock, base, outOfStock, unpublished, eligible, selfReferencing, ownCategory };
}

describe('POST /api/ct/getComplementaryProductsBySku (real app, full demo catalogue)', () => {
  const world = scenario();
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createTestApp(world.seed);
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  type Body = { products: { id: string; published: boolean; masterVariant: { sku: string; availability?: { isOnStock: boolean } } }[]; baseProduct: { id: string; masterVariant: { sku: string } } | null };
  const complementary = async (part: object): Promise<Body> => (await call('getComplementaryProductsBySku', [part]).expect(200)).body as Body;
  const skus = (body: Body) => body.products.map((product) => product.masterVariant.sku);

  it('offers 4 published, in-stock products of the referenced categories, with the base product', async () => {
    expect(world.eligible.length).toBeGreaterThan(COMPLEMENTARY_PRODUCTS_LIMIT);
    const body = await complementary({ skus: [skuOf(world.base)] });
    expect(body.baseProduct?.masterVariant.sku).toBe(skuOf(world.base));
    expect(skus(body)).toEqual(world.eligible.slice(0, COMPLEMENTARY_PRODUCTS_LIMIT).map(skuOf));
    for (const product of body.products) {
      expect(product.published).toBe(true);
      expect(product.masterVariant.availability?.isOnStock).toBe(true);
    }
    // Both would be among the first four by SKU if they were offered.
    expect(skus(body)).not.toContain(skuOf(world.outOfStock));
    expect(skus(body)).not.toContain(skuOf(world.unpublished));
    expect(skuOf(world.outOfStock) < skus(body)[COMPLEMENTARY_PRODUCTS_LIMIT - 1]!).toBe(true);
    expect(skuOf(world.unpublished) < skus(body)[COMPLEMENTARY_PRODUCTS_LIMIT - 1]!).toBe(true);
  });

  it('honours a smaller limit and never offers the other SKUs asked about', async () => {
    expect(skus(await complementary({ skus: [skuOf(world.base)], limit: 2 }))).toEqual(world.eligible.slice(0, 2).map(skuOf));
    const [first] = world.eligible;
    const body = await complementary({ skus: [skuOf(world.base), skuOf(first!)] });
    expect(body.baseProduct?.masterVariant.sku).toBe(skuOf(world.base));
    expect(skus(body)).toEqual(world.eligible.slice(1, 1 + COMPLEMENTARY_PRODUCTS_LIMIT).map(skuOf));
  });

  it('excludes the base product from its own category', async () => {
    const sku = skuOf(world.selfReferencing);
    const body = await complementary({ skus: [sku] });
    const ownCategory = new Set(world.seed.products.filter((d) => d.categories?.[0]?.key === world.ownCategory).map(skuOf));
    expect(body.products.length).toBeGreaterThan(0);
    expect(skus(body)).not.toContain(sku);
    for (const offered of skus(body)) expect(ownCategory.has(offered)).toBe(true);
  });

  it('answers no products, with the base product, for a SKU without referenced categories', async () => {
    const bware = world.seed.products.find((draft) => skuOf(draft).startsWith('EX20'))!;
    expect(referencedKeys(bware)).toEqual([]);
    const body = await complementary({ skus: [skuOf(bware)] });
    expect(body.products).toEqual([]);
    expect(body.baseProduct?.masterVariant.sku).toBe(skuOf(bware));
  });

  it('answers 404 for an unknown or unpublished base SKU', async () => {
    expect((await call('getComplementaryProductsBySku', [{ skus: ['EX99999999'] }]).expect(404)).body.message).toBe("No published product has the SKU 'EX99999999'");
    await call('getComplementaryProductsBySku', [{ skus: [skuOf(world.unpublished)] }]).expect(404);
  });

  it('logs a failure of the query and answers nothing (spec 1 §7)', async () => {
    const spy = jest.spyOn(portOf(app).catalogue, 'productsByCategory').mockRejectedValueOnce(new CommerceError(503, 'unavailable'));
    try {
      expect(await complementary({ skus: [skuOf(world.base)] })).toEqual({ products: [], baseProduct: null });
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    [{}, 'payload[0].skus must be an array'],
    [{ skus: 'EX10000001' }, 'payload[0].skus must be an array'],
    [{ skus: [] }, 'payload[0].skus should not be empty'],
    [{ skus: [5] }, 'each value in payload[0].skus must be a string'],
    [{ skus: [''] }, 'each value in payload[0].skus should not be empty'],
    [{ skus: ['EX10000001'], limit: 5 }, 'payload[0].limit must not be greater than 4'],
    [{ skus: ['EX10000001'], limit: 0 }, 'payload[0].limit must not be less than 1'],
    [{ skus: ['EX10000001'], limit: '2' }, 'payload[0].limit must be an integer number'],
    [{ skus: ['EX10000001'], sort: 'name' }, 'property payload[0].sort should not exist'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    expect((await call('getComplementaryProductsBySku', [part]).expect(400)).body.message).toContain(message);
  });

  it('answers 400 when the part is missing', async () => {
    expect((await call('getComplementaryProductsBySku', []).expect(400)).body.message).toBe('payload[0] is required');
  });
});
