import { expect } from '@jest/globals';
import type { ProductProjection, ReviewDraft } from '@commercetools/platform-sdk';
import type { ContractContext } from '../contract-context.js';
import { failure, priceContext } from '../contract-helpers.js';

/**
 * Writing reviews. They go to an accessory of the kept seed, a product no other case reads
 * reviews or statistics of, so the cases stay independent of their order.
 */
export function reviewCases(c: ContractContext): void {
  const reviewed = async (): Promise<ProductProjection> => {
    const accessory = c.seed().products.find((draft) => draft.productType.key === 'accessory' && draft.masterVariant?.sku);
    if (!accessory) throw new Error('the kept seed has no accessory to review');
    const [product] = await c.port().catalogue.productsBySkus([accessory.masterVariant!.sku!], priceContext('SK'));
    return product!;
  };
  const customer = async (): Promise<string> =>
    (await c.port().customers.signUp({ email: `${c.unique('reviewer')}@example.sk`, password: 'Dielna2025' })).customer.id;
  const draft = (productId: string, customerId: string, rating = 4): ReviewDraft => ({
    target: { typeId: 'product', id: productId }, customer: { typeId: 'customer', id: customerId },
    key: c.unique('review'), locale: 'sk-SK', authorName: 'Jana', title: 'Sedí', text: 'Pasuje presne.', rating,
  });

  c.case('catalogue/create-review', async () => {
    const product = await reviewed();
    const customerId = await customer();
    const before = await c.port().catalogue.reviewsOfProduct(product.id, { limit: 1, offset: 0 });
    const review = await c.port().catalogue.createReview(draft(product.id, customerId, 3));
    expect(review).toMatchObject({
      target: { typeId: 'product', id: product.id }, rating: 3, locale: 'sk-SK', authorName: 'Jana', title: 'Sedí', text: 'Pasuje presne.',
      includedInStatistics: true, version: 1,
    });
    const after = await c.port().catalogue.reviewsOfProduct(product.id, { limit: 500, offset: 0 });
    expect(after.total).toBe(before.total + 1);
    expect(after.results.map((listed) => listed.id)).toContain(review.id);
  });

  c.case('catalogue/review-customer', async () => {
    const product = await reviewed();
    const author = await customer();
    const review = await c.port().catalogue.createReview(draft(product.id, author));
    expect(review.customer).toMatchObject({ typeId: 'customer', id: author });
  });

  c.case('catalogue/reviews-of-customer', async () => {
    const product = await reviewed();
    const author = await customer();
    const other = await customer();
    const review = await c.port().catalogue.createReview(draft(product.id, author));
    await c.port().catalogue.createReview(draft(product.id, other));
    const own = await c.port().catalogue.reviewsOfCustomer(author, { limit: 10, offset: 0 });
    expect(own.results.map((listed) => listed.id)).toEqual([review.id]);
    expect(own.total).toBe(1);
    expect((await c.port().catalogue.reviewsOfCustomer(await customer(), { limit: 10, offset: 0 })).results).toEqual([]);
  });

  c.case('catalogue/review-rating-statistics', async () => {
    const product = await reviewed();
    const count = product.reviewRatingStatistics?.count ?? 0;
    const fives = product.reviewRatingStatistics?.ratingsDistribution?.['5'] ?? 0;
    await c.port().catalogue.createReview(draft(product.id, await customer(), 5));
    const statistics = (await c.port().catalogue.productById(product.id, priceContext('SK')))?.reviewRatingStatistics;
    expect(statistics?.count).toBe(count + 1);
    expect(statistics?.ratingsDistribution?.['5']).toBe(fives + 1);
    expect(statistics?.highestRating).toBe(5);
  });

  c.case('catalogue/review-unknown-product', async () => {
    const error = await failure(c.port().catalogue.createReview(draft('00000000-0000-4000-8000-000000000000', await customer())));
    expect(error.statusCode).toBe(400);
  });
}
