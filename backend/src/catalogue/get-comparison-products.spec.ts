import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { ProductDraft } from '@commercetools/platform-sdk';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

const attribute = (draft: ProductDraft, name: string): unknown => draft.masterVariant?.attributes?.find((a) => a.name === name)?.value;
const skuOf = (draft: ProductDraft): string => draft.masterVariant!.sku!;
interface ProductBody { masterVariant: { sku: string; availability?: { isOnStock: boolean }; attributes: { name: string; value: unknown }[] } }
const score = (p: ProductBody): number => {
  const tags = ((p.masterVariant.attributes.find((a) => a.name === 'tags')?.value ?? []) as string[]).map((t) => t.toLowerCase());
  return (p.masterVariant.availability?.isOnStock ? 3 : 0) + (tags.includes('popular') ? 2 : 0) + (tags.includes('sale') ? 1 : 0);
};

describe('POST /api/ct/getComparisonProducts (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  /** The family with the most products, and one of its non-B-ware products. */
  const biggestFamily = () => {
    const families = new Map<string, ProductDraft[]>();
    for (const product of demoSeed().products) {
      const family = attribute(product, 'family') as string;
      families.set(family, [...(families.get(family) ?? []), product]);
    }
    const [family, members] = [...families].sort((a, b) => b[1].length - a[1].length)[0]!;
    return { family, members, own: members.find((m) => attribute(m, 'isBware') === false)! };
  };

  it('answers at most 5 products of the family, own SKU excluded, best ranked first', async () => {
    const { family, members, own } = biggestFamily();
    const response = await call('getComparisonProducts', [{ family, sku: skuOf(own) }]).expect(200);
    const products = response.body.products as ProductBody[];
    expect(products).toHaveLength(Math.min(5, members.length - 1));
    const skus = products.map((p) => p.masterVariant.sku);
    expect(skus).not.toContain(skuOf(own));
    for (const sku of skus) expect(members.map(skuOf)).toContain(sku);
    const scores = products.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('honours the B-ware flag and the limit', async () => {
    const { family, members, own } = biggestFamily();
    for (const isBware of [true, false]) {
      const response = await call('getComparisonProducts', [{ family, sku: skuOf(own), isBware, limit: 2 }]).expect(200);
      const expected = members.filter((m) => attribute(m, 'isBware') === isBware && m !== own);
      expect(response.body.products).toHaveLength(Math.min(2, expected.length));
      for (const product of response.body.products as ProductBody[]) {
        expect(expected.map(skuOf)).toContain(product.masterVariant.sku);
      }
    }
  });

  it("accepts the spec's fetch limit 30 (spec 1 §9): up to 30 products of the family, ranked best first", async () => {
    const { family, members, own } = biggestFamily();
    expect(members.length - 1).toBeGreaterThan(5);
    const response = await call('getComparisonProducts', [{ family, sku: skuOf(own), limit: 30 }]).expect(200);
    const products = response.body.products as ProductBody[];
    expect(products).toHaveLength(Math.min(30, members.length - 1));
    const scores = products.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers no products for an unknown family', async () => {
    expect((await call('getComparisonProducts', [{ family: 'no-such-family', sku: 'EX10000001' }]).expect(200)).body).toEqual({ products: [] });
  });

  it.each([
    [{ sku: 'EX1' }, 'payload[0].family must be a string'],
    [{ family: 'f' }, 'payload[0].sku must be a string'],
    [{ family: 'f', sku: 'EX1', isBware: 'true' }, 'payload[0].isBware must be a boolean value'],
    [{ family: 'f', sku: 'EX1', limit: 31 }, 'payload[0].limit must not be greater than 30'],
    [{ family: 'f', sku: 'EX1', limit: 0 }, 'payload[0].limit must not be less than 1'],
    [{ family: 'f', sku: 'EX1', limit: 1.5 }, 'payload[0].limit must be an integer number'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    expect((await call('getComparisonProducts', [part]).expect(400)).body.message).toContain(message);
  });
});
