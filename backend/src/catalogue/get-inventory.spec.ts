import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('POST /api/ct/getInventory (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  it('answers the stock entries of the SKUs in inventoryEntries.results; unknown SKUs are absent', async () => {
    const entries = demoSeed().inventory.slice(0, 3);
    const skus = entries.map((entry) => entry.sku);
    const response = await call('getInventory', [{ skus: [...skus, skus[0], 'EX00000000'], cartId: 'any-cart' }]).expect(200);
    const results = response.body.inventoryEntries.results as { sku: string; availableQuantity: number }[];
    expect(results.map((entry) => entry.sku).sort()).toEqual([...skus].sort());
    for (const entry of entries) {
      expect(results.find((result) => result.sku === entry.sku)?.availableQuantity).toBe(entry.quantityOnStock);
    }
  });

  it('answers no entries for SKUs nobody stocks', async () => {
    expect((await call('getInventory', [{ skus: ['EX00000000'] }]).expect(200)).body).toEqual({ inventoryEntries: { results: [] } });
  });

  it.each([
    [{}, 'payload[0].skus must be an array'],
    [{ skus: [] }, 'payload[0].skus should not be empty'],
    [{ skus: [1] }, 'each value in payload[0].skus must be a string'],
    [{ skus: ['EX1'], cartId: 7 }, 'payload[0].cartId must be a string'],
    [{ skus: ['EX1'], sku: 'EX1' }, 'property payload[0].sku should not exist'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    expect((await call('getInventory', [part]).expect(400)).body.message).toContain(message);
  });

  it('answers 400 when the part is missing', async () => {
    expect((await call('getInventory', []).expect(400)).body.message).toBe('payload[0] is required');
  });
});
