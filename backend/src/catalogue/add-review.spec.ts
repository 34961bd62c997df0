import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { ProductDraft } from '@commercetools/platform-sdk';
import { CommerceError } from '../commerce/port/commerce-error.js';
import request from 'supertest';
import { createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { orderFor, portOf, signedInCustomer } from './review-shopper.fixture.js';
import { ALREADY_REVIEWED, CONSENT_REQUIRED, NOT_PURCHASED, REVIEW_FAILED, SIGN_IN_TO_REVIEW } from './review-outcomes.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

const REVIEW = { rating: 4, title: 'Solid', text: 'Does what it should.', authorName: 'Ján' };

describe('POST /api/ct/addReview (real app, full demo catalogue)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  const call = (method: string, body: unknown, cookie?: string, host = 'localhost') => {
    const post = request(app.getHttpServer()).post(`/api/ct/${method}?host=${host}`);
    return (cookie ? post.set('Cookie', cookie) : post).send(body as object);
  };

  /** Standard (EX10) products of the seed with stock, in seed order: each test takes its own. */
  const stocked = (): ProductDraft[] => {
    const inStock = new Set(demoSeed().inventory.filter((entry) => entry.quantityOnStock > 5).map((entry) => entry.sku));
    return demoSeed().products.filter((p) => p.productType.key === 'standard_product' && p.masterVariant?.sku?.startsWith('EX10') && inStock.has(p.masterVariant.sku));
  };
  const skuOf = (draft: ProductDraft): string => draft.masterVariant!.sku!;
  const idOf = async (sku: string): Promise<string> => (await portOf(app).catalogue.productsBySkus([sku], {
    country: 'SK', currency: 'EUR', storeKey: 'ex-sk', languages: ['sk'],
  }))[0]!.id;

  it('adds the review of a bought SKU; getReview lists it first and the rating statistics count it', async () => {
    const draft = stocked()[0]!;
    const sku = skuOf(draft);
    const productId = await idOf(sku);
    const before = (await call('getReview', [{ productId }]).expect(200)).body;
    const { customerId, cookie } = await signedInCustomer(app);
    await orderFor(app, customerId, [sku]);

    const response = await call('addReview', [{ sku, ...REVIEW, rating: 5 }], cookie).expect(200);
    expect(response.body.review).toMatchObject({ rating: 5, title: 'Solid', text: 'Does what it should.', authorName: 'Ján', locale: 'sk-SK' });

    const after = (await call('getReview', [{ productId }]).expect(200)).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.results[0].id).toBe(response.body.review.id);
    const counted = (statistics: { count?: number; ratingsDistribution?: Record<string, number> } | undefined) =>
      ({ count: statistics?.count ?? 0, fives: statistics?.ratingsDistribution?.['5'] ?? 0 });
    expect(counted(after.ratingStatistics)).toEqual({ count: counted(before.ratingStatistics).count + 1, fives: counted(before.ratingStatistics).fives + 1 });
    // The product read by shoppers carries the new statistics too.
    const slug = draft.slug['sk']!;
    const product = (await call('getProduct', [{ query: 'main', slug }]).expect(200)).body.products[0];
    expect(product.reviewRatingStatistics.count).toBe(after.ratingStatistics.count);
  });

  // Issue 11 item 2: a customer id is what a forged session needs (and a reviewer's e-mail is
  // personal data), so neither the review list anyone can read nor the author's own answer carries
  // the author's id, reference, uniquenessValue (`<customerId>/<productId>`) or e-mail.
  it("publishes the author's display name only: no customer id, reference, uniquenessValue or e-mail in any answer", async () => {
    const draft = stocked()[6]!;
    const sku = skuOf(draft);
    const productId = await idOf(sku);
    const { customerId, cookie } = await signedInCustomer(app);
    const email = (await portOf(app).customers.get(customerId))!.email;
    await orderFor(app, customerId, [sku]);
    const added = await call('addReview', [{ sku, ...REVIEW, authorName: 'Ján z Dielne' }], cookie).expect(200);
    const listed = await call('getReview', [{ productId }]).expect(200);
    const stored = (await portOf(app).catalogue.reviewsOfProduct(productId, { limit: 500, offset: 0 })).results.find((r) => r.id === added.body.review.id)!;
    // The engine does hold the author: the answers leave it out.
    expect(stored.customer?.id).toBe(customerId);
    expect(stored.uniquenessValue).toContain(customerId);
    const product = await call('getProduct', [{ query: 'main', slug: draft.slug['sk']! }]).expect(200);
    for (const answer of [listed.text, product.text, added.text]) {
      expect(answer).not.toContain(customerId);
      expect(answer).not.toContain(email);
      expect(answer).not.toContain(stored.uniquenessValue!);
      expect(answer).not.toMatch(/"(customer|uniquenessValue|createdBy|lastModifiedBy)"/);
    }
    const mine = (listed.body.results as Record<string, unknown>[]).find((review) => review['id'] === added.body.review.id);
    expect(mine).toMatchObject({ authorName: 'Ján z Dielne', rating: 4, title: 'Solid', text: 'Does what it should.', locale: 'sk-SK' });
    expect(Object.keys(mine!).sort()).toEqual(['authorName', 'createdAt', 'id', 'locale', 'rating', 'text', 'title']);
    expect(added.body.review).toEqual(mine);
  });

  // Spec 1 §7: the storefront reads an `error` field communicating the outcome; every refusal of
  // addReview carries the text to show there (and the same text as `message`, like every call).
  it('refuses a second review of the same purchase with 409 and the spec message', async () => {
    const sku = skuOf(stocked()[1]!);
    const { customerId, cookie } = await signedInCustomer(app);
    await orderFor(app, customerId, [sku]);
    await call('addReview', [{ sku, ...REVIEW }], cookie).expect(200);
    const again = await call('addReview', [{ productId: await idOf(sku), ...REVIEW, rating: 1 }], cookie).expect(409);
    expect(again.body).toEqual({ statusCode: 409, message: ALREADY_REVIEWED, error: ALREADY_REVIEWED });
  });

  it("refuses a SKU the customer has not bought with 400 and the spec message", async () => {
    const [bought, other] = [skuOf(stocked()[2]!), skuOf(stocked()[3]!)];
    const { customerId, cookie } = await signedInCustomer(app);
    expect((await call('addReview', [{ sku: bought, ...REVIEW }], cookie).expect(400)).body).toEqual({ statusCode: 400, message: NOT_PURCHASED, error: NOT_PURCHASED });
    await orderFor(app, customerId, [bought]);
    expect((await call('addReview', [{ sku: other, ...REVIEW }], cookie).expect(400)).body.error).toBe(NOT_PURCHASED);
    expect((await call('addReview', [{ productId: await idOf(other), ...REVIEW }], cookie).expect(400)).body.message).toBe(NOT_PURCHASED);
  });

  it('answers the generic message with 502 when the commerce side fails, and nothing of the cause', async () => {
    const sku = skuOf(stocked()[4]!);
    const { customerId, cookie } = await signedInCustomer(app);
    await orderFor(app, customerId, [sku]);
    const spy = jest.spyOn(portOf(app).catalogue, 'createReview')
      .mockRejectedValueOnce(new CommerceError(503, 'Service Unavailable: internal detail'));
    try {
      const response = await call('addReview', [{ sku, ...REVIEW }], cookie).expect(502);
      expect(response.body).toEqual({ statusCode: 502, message: REVIEW_FAILED, error: REVIEW_FAILED });
    } finally {
      spy.mockRestore();
    }
    // The failed attempt left nothing behind: the review can still be written.
    await call('addReview', [{ sku, ...REVIEW }], cookie).expect(200);
  });

  it('needs a signed-in customer', async () => {
    const sku = skuOf(stocked()[0]!);
    expect((await call('addReview', [{ sku, ...REVIEW }]).expect(401)).body).toEqual({ statusCode: 401, message: SIGN_IN_TO_REVIEW, error: SIGN_IN_TO_REVIEW });
  });

  it('needs the consent to publish in a market that asks for it (CZ)', async () => {
    const sku = skuOf(stocked()[5]!);
    // A customer of the CZ store: a session counts only in its customer's store.
    const { customerId, cookie } = await signedInCustomer(app, 'ex-cz');
    await orderFor(app, customerId, [sku]);
    expect((await call('addReview', [{ sku, ...REVIEW }], cookie, 'cz.localhost').expect(400)).body).toEqual({ statusCode: 400, message: CONSENT_REQUIRED, error: CONSENT_REQUIRED });
    expect((await call('addReview', [{ sku, ...REVIEW, consent: false }], cookie, 'cz.localhost').expect(400)).body.message).toBe(CONSENT_REQUIRED);
    const response = await call('addReview', [{ sku, ...REVIEW, consent: true }], cookie, 'cz.localhost').expect(200);
    expect(response.body.review.locale).toBe('cs-CZ');
  });

  it('answers 404 for an unknown product id or SKU', async () => {
    const { cookie } = await signedInCustomer(app);
    expect((await call('addReview', [{ sku: 'EX99999999', ...REVIEW }], cookie).expect(404)).body).toEqual({
      statusCode: 404, message: "No published product has the SKU 'EX99999999'", error: "No published product has the SKU 'EX99999999'",
    });
    expect((await call('addReview', [{ productId: 'no-such-product', ...REVIEW }], cookie).expect(404)).body.message)
      .toBe("No published product has the id 'no-such-product'");
  });

  it.each([
    [{ sku: 'EX10000001', ...REVIEW, rating: 0 }, 'payload[0].rating must not be less than 1'],
    [{ sku: 'EX10000001', ...REVIEW, rating: 6 }, 'payload[0].rating must not be greater than 5'],
    [{ sku: 'EX10000001', ...REVIEW, rating: 2.5 }, 'payload[0].rating must be an integer number'],
    [{ sku: 'EX10000001', ...REVIEW, rating: '5' }, 'payload[0].rating must be an integer number'],
    [{ sku: 'EX10000001', title: 'T', text: 'T', authorName: 'A' }, 'payload[0].rating must be an integer number'],
    [{ sku: 'EX10000001', ...REVIEW, title: '' }, 'payload[0].title should not be empty'],
    [{ sku: 'EX10000001', ...REVIEW, text: 5 }, 'payload[0].text must be a string'],
    [{ sku: 'EX10000001', rating: 3, title: 'T', text: 'T' }, 'payload[0].authorName must be a string'],
    [{ sku: 5, ...REVIEW }, 'payload[0].sku must be a string'],
    [{ ...REVIEW }, 'payload[0] must have exactly one of productId, sku; none was given'],
    [{ sku: 'EX10000001', productId: 'p', ...REVIEW }, 'payload[0] must have exactly one of productId, sku; got productId and sku'],
    [{ sku: 'EX10000001', ...REVIEW, consent: 'yes' }, 'payload[0].consent must be a boolean value'],
    [{ sku: 'EX10000001', ...REVIEW, stars: 5 }, 'property payload[0].stars should not exist'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    expect((await call('addReview', [part]).expect(400)).body.message).toContain(message);
  });

  it('answers 400 when the part is missing', async () => {
    expect((await call('addReview', []).expect(400)).body.message).toBe('payload[0] is required');
  });
});
