import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ReviewDraft } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../embedded-commerce.js';
import { MINI_SEED } from './mini-seed.fixture.js';

const SK = { country: 'SK', currency: 'EUR', storeKey: 'ex-sk', languages: ['en'] } as const;

describe('embedded reviews: createReview', () => {
  let engine: EmbeddedCommerce;
  let productId: string;
  let customerId: string;
  beforeEach(async () => {
    engine = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED });
    productId = (await engine.catalogue.productsBySkus(['EX10012345'], SK))[0]!.id;
    customerId = (await engine.customers.signUp({ email: 'jana@example.sk', password: 'Dielna2025' })).customer.id;
  });
  afterEach(async () => engine.close());

  const draft = (overrides: Partial<ReviewDraft> = {}): ReviewDraft => ({
    target: { typeId: 'product', id: productId }, customer: { typeId: 'customer', id: customerId },
    rating: 1, title: 'Broke', text: 'After a week.', authorName: 'Jana', locale: 'sk-SK', ...overrides,
  });
  const failure = async (work: Promise<unknown>): Promise<CommerceError> => {
    const error = await work.then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommerceError);
    return error as CommerceError;
  };

  it('stores the review and updates the rating statistics the product is read with', async () => {
    // The mini seed: ratings 5, 4, 4.
    expect((await engine.catalogue.productById(productId, SK))?.reviewRatingStatistics).toMatchObject({ count: 3, lowestRating: 4 });
    const review = await engine.catalogue.createReview(draft({ key: 'review-jana-1' }));
    expect(review).toMatchObject({ key: 'review-jana-1', rating: 1, includedInStatistics: true, version: 1, customer: { typeId: 'customer', id: customerId } });
    const statistics = (await engine.catalogue.productById(productId, SK))?.reviewRatingStatistics;
    expect(statistics).toEqual({ averageRating: 3.5, highestRating: 5, lowestRating: 1, count: 4, ratingsDistribution: { '1': 1, '4': 2, '5': 1 } });
    expect((await engine.catalogue.reviewsOfProduct(productId, { limit: 10, offset: 0 })).results[0]?.id).toBe(review.id);
  });

  it('survives a restart: the review and the statistics are in SQLite, not only in memory', async () => {
    const file = join(tmpdir(), `embedded-reviews-${process.pid}-${Date.now()}.sqlite`);
    const first = embeddedCommerce({ file, seed: () => MINI_SEED });
    const id = (await first.catalogue.productsBySkus(['EX10012345'], SK))[0]!.id;
    await first.catalogue.createReview(draft({ target: { typeId: 'product', id }, customer: undefined, rating: 2 }));
    await first.close();
    const again = embeddedCommerce({ file, seed: () => MINI_SEED });
    try {
      expect((await again.catalogue.productById(id, SK))?.reviewRatingStatistics?.count).toBe(4);
      expect((await again.catalogue.reviewsOfProduct(id, { limit: 10, offset: 0 })).total).toBe(4);
    } finally {
      await again.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    }
  });

  it('accepts the target by key, as seed drafts give it', async () => {
    const review = await engine.catalogue.createReview(draft({ target: { typeId: 'product', key: 'bench-drill-dp16' } }));
    expect(review.target).toEqual({ typeId: 'product', id: productId });
  });

  it('refuses an unknown product or customer with 400 ReferencedResourceNotFound, and writes nothing', async () => {
    const product = await failure(engine.catalogue.createReview(draft({ target: { typeId: 'product', id: 'no-such-product' } })));
    expect([product.statusCode, product.code]).toEqual([400, 'ReferencedResourceNotFound']);
    const customer = await failure(engine.catalogue.createReview(draft({ customer: { typeId: 'customer', id: 'no-such-customer' } })));
    expect([customer.statusCode, customer.code]).toEqual([400, 'ReferencedResourceNotFound']);
    expect((await engine.catalogue.reviewsOfProduct(productId, { limit: 10, offset: 0 })).total).toBe(3);
  });

  it('refuses a review without target, or of something other than a product', async () => {
    expect((await failure(engine.catalogue.createReview(draft({ target: undefined })))).code).toBe('RequiredField');
    expect((await failure(engine.catalogue.createReview(draft({ target: { typeId: 'channel', id: 'c' } })))).statusCode).toBe(400);
  });

  it.each([101, -101, 2.5])('refuses the rating %p (commercetools: an integer from -100 to 100)', async (rating) => {
    const error = await failure(engine.catalogue.createReview(draft({ rating })));
    expect([error.statusCode, error.code]).toEqual([400, 'InvalidField']);
  });

  it('keeps uniquenessValue and key unique (400 DuplicateField)', async () => {
    await engine.catalogue.createReview(draft({ uniquenessValue: 'jana/drill', key: 'r-1' }));
    expect((await failure(engine.catalogue.createReview(draft({ uniquenessValue: 'jana/drill' })))).code).toBe('DuplicateField');
    expect((await failure(engine.catalogue.createReview(draft({ key: 'r-1' })))).code).toBe('DuplicateField');
    expect((await engine.catalogue.productById(productId, SK))?.reviewRatingStatistics?.count).toBe(4);
  });
});
