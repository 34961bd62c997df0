import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

interface DiscountBody { key: string; sortOrder: string; isActive: boolean; custom?: { fields: { volumeDiscountGroup?: string } } }

describe('POST /api/ct/getVolumeDiscounts (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  const groupOf = (draft: { custom?: { fields?: Record<string, unknown> } }) => draft.custom?.fields?.['volumeDiscountGroup'] as string | undefined;

  it('answers the active discounts of the group in cartDiscounts.results, sortOrder ascending', async () => {
    const group = demoSeed().cartDiscounts.map(groupOf).find((g) => g !== undefined)!;
    const expected = demoSeed().cartDiscounts.filter((d) => groupOf(d) === group && d.isActive !== false && !d.stores?.length);
    const response = await call('getVolumeDiscounts', [{ discountGroup: group }]).expect(200);
    const results = response.body.cartDiscounts.results as DiscountBody[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((d) => d.key).sort()).toEqual(expected.map((d) => d.key).sort());
    const orders = results.map((d) => Number(d.sortOrder));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const discount of results) {
      expect(discount.isActive).toBe(true);
      expect(discount.custom?.fields.volumeDiscountGroup).toBe(group);
    }
  });

  it("takes the spec's sort (sortOrder ascending, spec 1 §7) and honours sortOrder descending", async () => {
    const group = demoSeed().cartDiscounts.map(groupOf).find((g) => g !== undefined)!;
    const plain = (await call('getVolumeDiscounts', [{ discountGroup: group }]).expect(200)).body.cartDiscounts.results as DiscountBody[];
    const ascending = await call('getVolumeDiscounts', [{ discountGroup: group, sort: 'sortOrder asc' }]).expect(200);
    expect(ascending.body.cartDiscounts.results.map((d: DiscountBody) => d.key)).toEqual(plain.map((d) => d.key));
    const descending = await call('getVolumeDiscounts', [{ discountGroup: group, sort: 'sortOrder desc' }]).expect(200);
    expect(descending.body.cartDiscounts.results.map((d: DiscountBody) => d.key)).toEqual(plain.map((d) => d.key).reverse());
  });

  it('answers an empty list for an unknown group', async () => {
    expect((await call('getVolumeDiscounts', [{ discountGroup: 'no-such-group' }]).expect(200)).body).toEqual({ cartDiscounts: { results: [] } });
  });

  it.each([
    [{}, 'payload[0].discountGroup must be a string'],
    [{ discountGroup: '' }, 'payload[0].discountGroup should not be empty'],
    [{ discountGroup: 3 }, 'payload[0].discountGroup must be a string'],
    [{ discountGroup: 'a', sort: 'name asc' }, "payload[0].sort must be one of the following values: sortOrder asc, sortOrder desc"],
    [{ discountGroup: 'a', sort: ['sortOrder asc'] }, 'payload[0].sort must be one of the following values: sortOrder asc, sortOrder desc'],
    [{ discountGroup: 'a', where: 'isActive = true' }, 'property payload[0].where should not exist'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    expect((await call('getVolumeDiscounts', [part]).expect(400)).body.message).toContain(message);
  });

  it('answers 400 when the part is missing', async () => {
    expect((await call('getVolumeDiscounts', []).expect(400)).body.message).toBe('payload[0] is required');
  });
});
