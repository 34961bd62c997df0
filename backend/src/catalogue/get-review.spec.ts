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

  it('answers a page of reviews, newest first within the language groups, with total, exists and the rating statistics', async () => {
    const { key, count } = mostReviewed();
    const productId = await idOf(key);
    const response = await call('getReview', [{ productId }]).expect(200);
    expect(response.body).toMatchObject({ offset: 0, limit: 10, total: count, count: Math.min(10, count), exists: true });
    const results = response.body.results as Answered[];
    for (const tier of [0, 1, 2]) {
      const dates = results.filter((r) => tierOf(r, 'sk') === tier).map(writtenAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(response.body.ratingStatistics).toMatchObject({ count });
    const page = await call('getReview', [{ productId, limit: 1, offset: 1 }]).expect(200);
    expect(page.body).toMatchObject({ offset: 1, limit: 1, count: Math.min(1, count - 1), total: count });
  });

  /** A review as answered: its locale and custom fields, read here straight from the answer. */
  interface Answered { id: string; locale?: string; rating?: number; createdAt: string; custom?: { fields: Record<string, unknown> } }
  const writtenAt = (review: Answered): string => review.custom?.fields['reviewCreatedAt'] as string;
  /** 0 written in the language, 1 translated into it by the shop, 2 neither: the groups the shopper should see in that order. */
  const tierOf = (review: Answered, language: string): number => {
    if (review.locale?.startsWith(`${language}-`)) return 0;
    const translations = review.custom?.fields['textTranslations'] as Record<string, string> | undefined;
    return translations?.[language] ? 1 : 2;
  };
  /** The seed's product key whose reviews include English ones, ones translated into English and untranslated foreign ones, with the most reviews. */
  const productInThreeLanguageGroups = (): string => {
    const byProduct = new Map<string, Answered[]>();
    for (const review of demoSeed().reviews) {
      const key = review.target?.key as string;
      byProduct.set(key, [...(byProduct.get(key) ?? []), { id: key, locale: review.locale, createdAt: '', custom: { fields: review.custom?.fields ?? {} } }]);
    }
    const fitting = [...byProduct].filter(([, reviews]) => [0, 1, 2].every((tier) => reviews.some((r) => tierOf(r, 'en') === tier)));
    return fitting.sort((a, b) => b[1].length - a[1].length)[0]![0];
  };

  it.each(['top-reviews', 'most-recent'] as const)('puts the shopper\'s language first, then reviews translated into it, then the rest, each group by %s (IE)', async (sort) => {
    const productId = await idOf(productInThreeLanguageGroups());
    const all = (await call('getReview', [{ productId, sort, limit: 500 }], '?host=ie.localhost').expect(200)).body;
    const results = all.results as Answered[];
    expect(results.length).toBe(all.total);
    const tiers = results.map((r) => tierOf(r, 'en'));
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    expect(tiers).toEqual([...tiers].sort());
    for (const tier of [0, 1, 2]) {
      const group = results.filter((r) => tierOf(r, 'en') === tier);
      if (sort === 'most-recent') {
        expect(group.map(writtenAt)).toEqual(group.map(writtenAt).sort().reverse());
      } else {
        const ratings = group.map((r) => r.rating ?? 0);
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      }
    }
    // Pages are slices of the same order.
    const second = (await call('getReview', [{ productId, sort, limit: 2, offset: 2 }], '?host=ie.localhost').expect(200)).body;
    expect(second).toMatchObject({ offset: 2, limit: 2, total: all.total, count: 2 });
    expect((second.results as Answered[]).map((r) => r.id)).toEqual(results.slice(2, 4).map((r) => r.id));
  });

  it('orders by the market\'s language: German first on DE', async () => {
    const productId = await idOf(productInThreeLanguageGroups());
    const results = (await call('getReview', [{ productId, limit: 500 }], '?host=de.localhost').expect(200)).body.results as Answered[];
    const tiers = results.map((r) => tierOf(r, 'de'));
    expect(tiers).toEqual([...tiers].sort());
    expect(results[0]!.locale?.startsWith('de-') || tiers[0] === 1).toBe(true);
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
    [{ productId: 'p', sort: 'best' }, 'payload[0].sort must be one of the following values: top-reviews, most-recent'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    expect((await call('getReview', [part]).expect(400)).body.message).toContain(message);
  });
});
