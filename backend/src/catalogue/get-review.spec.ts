import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('POST /api/ct/getReview (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  /** The product key with the most reviews and its review count. */
  const mostReviewed = (): { key: string; count: number } => {
    const counts = new Map<string, number>();
    for (const review of demoSeed().reviews) {
      const key = review.target?.key as string;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [key, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    return { key, count };
  };
  const idOf = async (key: string): Promise<string> => {
    const slug = demoSeed().products.find((p) => p.key === key)!.slug.sk!;
    return (await call('getProduct', [{ query: 'main', slug }]).expect(200)).body.products[0].id as string;
  };

  it('answers a page of reviews, newest first, with total, exists and the rating statistics', async () => {
    const { key, count } = mostReviewed();
    const productId = await idOf(key);
    const response = await call('getReview', [{ productId }]).expect(200);
    expect(response.body).toMatchObject({ offset: 0, limit: 10, total: count, count: Math.min(10, count), exists: true });
    const dates = (response.body.results as { createdAt: string }[]).map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.body.ratingStatistics).toMatchObject({ count });
    const page = await call('getReview', [{ productId, limit: 1, offset: 1 }]).expect(200);
    expect(page.body).toMatchObject({ offset: 1, limit: 1, count: Math.min(1, count - 1), total: count });
  });

  it('answers an empty page for an unknown product', async () => {
    const response = await call('getReview', [{ productId: 'no-such-product' }]).expect(200);
    expect(response.body).toEqual({ offset: 0, limit: 10, count: 0, total: 0, exists: false, results: [] });
  });

  it.each([
    [{}, 'payload[0].productId must be a string'],
    [{ productId: 5 }, 'payload[0].productId must be a string'],
    [{ productId: 'p', limit: 0 }, 'payload[0].limit must not be less than 1'],
    [{ productId: 'p', offset: '1' }, 'payload[0].offset must be an integer number'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    expect((await call('getReview', [part]).expect(400)).body.message).toContain(message);
  });
});
