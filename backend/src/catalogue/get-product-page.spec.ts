import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { ProductDraft } from '@commercetools/platform-sdk';
import { alternativeSku } from '@shop/domain';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

const attribute = (draft: ProductDraft, name: string): unknown => draft.masterVariant?.attributes?.find((a) => a.name === name)?.value;
const skuOf = (draft: ProductDraft): string => draft.masterVariant!.sku!;
const skusOf = (products: { masterVariant: { sku: string } }[]): string[] => products.map((p) => p.masterVariant.sku);

// What the storefront's product page reads of a listed product (product-tiles.ts) and, for the
// comparison table and its ranking, of a compared one (comparison-columns.ts).
const COMPARED = ['tags', 'brand', 'model', 'techdetails', 'netLength', 'netWidth', 'netHeight', 'netWeight', 'energyEfficiencyClass'];
type Whole = { id: string; name: unknown; slug: unknown; reviewRatingStatistics?: { averageRating: number; count: number };
  masterVariant: { sku: string; price?: { value: unknown; discounted?: { value: unknown } }; images?: unknown[];
    availability?: { isOnStock?: boolean; availableQuantity?: number }; attributes?: { name: string }[] } };
/** `whole` (a call's full projection) as the product page's answer lists it. */
const listed = (whole: Whole, attributes: string[] = []) => {
  const variant = whole.masterVariant;
  return {
    id: whole.id,
    name: whole.name,
    slug: whole.slug,
    masterVariant: {
      sku: variant.sku,
      ...(variant.price ? { price: { value: variant.price.value, ...(variant.price.discounted ? { discounted: { value: variant.price.discounted.value } } : {}) } } : {}),
      images: (variant.images ?? []).slice(0, 1),
      ...(variant.availability ? { availability: { isOnStock: variant.availability.isOnStock, availableQuantity: variant.availability.availableQuantity } } : {}),
      attributes: (variant.attributes ?? []).filter((attribute) => attributes.includes(attribute.name)),
    },
    ...(whole.reviewRatingStatistics
      ? { reviewRatingStatistics: { averageRating: whole.reviewRatingStatistics.averageRating, count: whole.reviewRatingStatistics.count } }
      : {}),
  };
};

describe('POST /api/ct/getProductPage (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  /** The seed's product with the most reviews among those with accessories, an alternative and a family. */
  const fullProduct = (): ProductDraft => {
    const reviews = new Map<string, number>();
    for (const review of demoSeed().reviews) reviews.set(review.target?.key as string, (reviews.get(review.target?.key as string) ?? 0) + 1);
    const skus = new Set(demoSeed().products.map(skuOf));
    return demoSeed().products
      .filter((p) => (attribute(p, 'relatedAccessories') as string[] | undefined)?.length && skus.has(alternativeSku(skuOf(p)) ?? '') && attribute(p, 'family'))
      .sort((a, b) => (reviews.get(b.key!) ?? 0) - (reviews.get(a.key!) ?? 0))[0]!;
  };

  it('answers in one call what the product page asked five calls for, the lists cut to what the page reads', async () => {
    const draft = fullProduct();
    const sku = skuOf(draft);
    const page = (await call('getProductPage', [{ slug: draft.slug.sk }, { sort: 'top-reviews', limit: 2 }]).expect(200)).body;

    expect(page.product.masterVariant.sku).toBe(sku);
    const main = (await call('getProduct', [{ query: 'main', slug: draft.slug.sk }]).expect(200)).body;
    expect(page.product).toEqual(main.products[0]);
    const related = attribute(draft, 'relatedAccessories') as string[];
    expect(page.related.length).toBeGreaterThan(0);
    for (const each of skusOf(page.related)) expect(related).toContain(each);
    expect(page.related).toEqual((await call('getProduct', [{ query: 'related', skus: related }]).expect(200)).body.products.map((p: Whole) => listed(p)));
    expect(page.alternatives.length).toBe(1);
    expect(page.alternatives).toEqual(
      (await call('getProduct', [{ query: 'alternative', skus: [alternativeSku(sku)] }]).expect(200)).body.products.map((p: Whole) => listed(p)),
    );
    const reviews = (await call('getReview', [{ productId: page.product.id, sort: 'top-reviews', limit: 2 }]).expect(200)).body;
    expect(page.reviews).toEqual(reviews);
    expect(page.reviews).toMatchObject({ limit: 2, offset: 0, exists: true });
    expect(page.reviews.ratingStatistics.count).toBeGreaterThan(0);
    const family = attribute(draft, 'family') as string;
    const comparison = (await call('getComparisonProducts', [{ family, sku, isBware: attribute(draft, 'isBware') === true, limit: 30 }]).expect(200)).body;
    expect(page.comparison.length).toBeGreaterThan(0);
    expect(page.comparison).toEqual(comparison.products.map((p: Whole) => listed(p, COMPARED)));
    expect(skusOf(page.comparison)).not.toContain(sku);
  });

  it('lists the compared products with only what the comparison table and its ranking read, not whole projections', async () => {
    const draft = fullProduct();
    const page = (await call('getProductPage', [{ slug: draft.slug.sk }]).expect(200)).body;
    expect(page.comparison.length).toBeGreaterThan(1);
    for (const entry of page.comparison) {
      expect(Object.keys(entry).sort()).toEqual(expect.arrayContaining(['id', 'masterVariant', 'name', 'slug']));
      for (const whole of ['description', 'metaTitle', 'metaDescription', 'categories', 'productType', 'taxCategory', 'variants', 'published', 'createdAt']) {
        expect(entry).not.toHaveProperty(whole);
      }
      expect(Object.keys(entry.masterVariant).sort()).toEqual(['attributes', 'availability', 'images', 'price', 'sku']);
      expect(entry.masterVariant.images.length).toBeLessThanOrEqual(1);
      expect(typeof entry.masterVariant.price.value.centAmount).toBe('number');
      expect(typeof entry.masterVariant.availability.isOnStock).toBe('boolean');
      const names = entry.masterVariant.attributes.map((attribute: { name: string }) => attribute.name);
      for (const name of names) expect(COMPARED).toContain(name);
      // The seed gives every compared product these rows; the table shows them.
      expect(names).toEqual(expect.arrayContaining(['tags', 'brand', 'model', 'netLength', 'netWidth', 'netHeight', 'netWeight']));
    }
    // The related and alternative tiles read no attribute at all.
    for (const tile of [...page.related, ...page.alternatives]) expect(tile.masterVariant.attributes).toEqual([]);
  });

  it('relates an accessory to the products it fits', async () => {
    const accessory = demoSeed().products.find((p) => (attribute(p, 'parentProductsForAccessory') as string[] | undefined)?.length)!;
    const parents = attribute(accessory, 'parentProductsForAccessory') as string[];
    const page = (await call('getProductPage', [{ slug: accessory.slug.sk }]).expect(200)).body;
    expect(page.related.length).toBeGreaterThan(0);
    for (const each of skusOf(page.related)) expect(parents).toContain(each);
    expect(page.related).toEqual((await call('getProduct', [{ query: 'related', skus: parents }]).expect(200)).body.products.map((p: Whole) => listed(p)));
  });

  it('answers the first review page without the optional part', async () => {
    const draft = fullProduct();
    const page = (await call('getProductPage', [{ slug: draft.slug.sk }]).expect(200)).body;
    expect(page.reviews).toMatchObject({ offset: 0, limit: 10 });
  });

  it('still answers the product when its reviews fail: an empty review page (spec 1 §7)', async () => {
    const draft = fullProduct();
    const port = app.get<CommercePort>(COMMERCE_PORT, { strict: false });
    const reviews = jest.spyOn(port.catalogue, 'reviewsOfProduct').mockRejectedValue(new Error('reviews are down'));
    try {
      const page = (await call('getProductPage', [{ slug: draft.slug.sk }]).expect(200)).body;
      expect(page.product.masterVariant.sku).toBe(skuOf(draft));
      expect(page.reviews).toMatchObject({ total: 0, count: 0, exists: false, results: [] });
      expect(reviews).toHaveBeenCalled();
    } finally {
      reviews.mockRestore();
    }
  });

  it('still answers the product when its comparison products fail: none to compare', async () => {
    const draft = fullProduct();
    const port = app.get<CommercePort>(COMMERCE_PORT, { strict: false });
    const family = jest.spyOn(port.catalogue, 'productsByFamily').mockRejectedValue(new Error('search is down'));
    try {
      const page = (await call('getProductPage', [{ slug: draft.slug.sk }]).expect(200)).body;
      expect(page.product.masterVariant.sku).toBe(skuOf(draft));
      expect(page.comparison).toEqual([]);
      expect(page.related.length).toBeGreaterThan(0);
    } finally {
      family.mockRestore();
    }
  });

  it('answers 404 naming an unknown slug', async () => {
    const response = await call('getProductPage', [{ slug: 'no-such-product-10999999' }]).expect(404);
    expect(response.body.message).toContain("'no-such-product-10999999'");
  });

  it.each([
    [[], 'payload'],
    [[{}], 'payload[0].slug must be a string'],
    [[{ slug: '' }], 'payload[0].slug should not be empty'],
    [[{ slug: 'a' }, { sort: 'best' }], 'payload[1].sort must be one of the following values: top-reviews, most-recent'],
    [[{ slug: 'a' }, { limit: 0 }], 'payload[1].limit must not be less than 1'],
  ])('answers 400 naming what is wrong in %j', async (payload, message) => {
    expect((await call('getProductPage', payload).expect(400)).body.message).toContain(message);
  });
});
