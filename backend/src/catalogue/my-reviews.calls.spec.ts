import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { orderFor, signedInCustomer } from './review-shopper.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('POST /api/ct/getMyReviews (my-reviews, real app, full demo catalogue)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  const call = (method: string, body: unknown, cookie?: string) => {
    const post = request(app.getHttpServer()).post(`/api/ct/${method}?host=localhost`);
    return (cookie ? post.set('Cookie', cookie) : post).send(body as object);
  };
  const standard = () => demoSeed().products.filter((p) => p.productType.key === 'standard_product' && p.masterVariant?.sku?.startsWith('EX10'));

  it('answers a guest 401', async () => {
    expect((await call('getMyReviews', []).expect(401)).body.message).toBe('Sign in to use this call.');
  });

  it.each([
    [[{ limit: 0 }], 'payload[0].limit must not be less than 1'],
    [[{ limit: 51 }], 'payload[0].limit must not be greater than 50'],
    [[{ offset: -1 }], 'payload[0].offset must not be less than 0'],
    [[{ customerId: 'someone' }], 'property payload[0].customerId should not exist'],
  ])('answers %j with a 400 naming the field', async (body, named) => {
    const { cookie } = await signedInCustomer(app);
    expect(JSON.stringify((await call('getMyReviews', body, cookie).expect(400)).body.message)).toContain(named);
  });

  it("lists the customer's own reviews, newest first, with the product's name and slug; another customer sees none of them", async () => {
    const [first, second] = standard().slice(0, 2).map((draft) => draft);
    const author = await signedInCustomer(app);
    await orderFor(app, author.customerId, [first!.masterVariant!.sku!, second!.masterVariant!.sku!]);
    const older = (await call('addReview', [{ sku: first!.masterVariant!.sku!, rating: 4, title: 'Solid', text: 'Does what it should.', authorName: 'Ján' }], author.cookie).expect(200)).body.review;
    const newer = (await call('addReview', [{ sku: second!.masterVariant!.sku!, rating: 2, title: 'Meh', text: 'Loud.', authorName: 'Ján' }], author.cookie).expect(200)).body.review;

    const own = (await call('getMyReviews', [], author.cookie).expect(200)).body;
    expect(own).toMatchObject({ offset: 0, limit: 20, count: 2, total: 2 });
    expect(own.results.map((review: { id: string }) => review.id)).toEqual([newer.id, older.id]);
    expect(own.results[0]).toMatchObject({ rating: 2, title: 'Meh', text: 'Loud.', product: { name: second!.name['sk'], slug: second!.slug['sk'] } });
    // The public shape: no customer reference or uniqueness value (they carry the customer id).
    expect(JSON.stringify(own)).not.toContain(author.customerId);

    const paged = (await call('getMyReviews', [{ limit: 1, offset: 1 }], author.cookie).expect(200)).body;
    expect(paged).toMatchObject({ offset: 1, limit: 1, count: 1, total: 2 });
    expect(paged.results[0].id).toBe(older.id);

    const other = await signedInCustomer(app);
    expect((await call('getMyReviews', [], other.cookie).expect(200)).body).toEqual({ offset: 0, limit: 20, count: 0, total: 0, results: [] });
  });
});
